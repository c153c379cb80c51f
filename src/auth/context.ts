import { createContext, useContext } from 'react';
import { INITIAL_STATE } from './state';
import type { ReaderTenant } from './tenants';

export type AuthStatus = 'initialising' | 'unauthenticated' | 'authenticated';

export interface AuthState {
  status: AuthStatus;
  userName: string | null;
  realmRoles: readonly string[];
  clientRoles: Readonly<Record<string, readonly string[]>>;
  /** The reader's tenants from the token's `tenants` claim (kept in memory, as the token). */
  tenants: readonly ReaderTenant[];
  /** False when the identity server could not be reached. */
  available: boolean;
}

export interface AuthApi extends AuthState {
  login: () => void;
  logout: () => void;
  /** A valid access token for API calls, or null when signed out. */
  getToken: () => Promise<string | null>;
}

const noop = (): void => undefined;

/** Outside a provider (and during the static build) nobody is signed in. */
export const AuthContext = createContext<AuthApi>({
  ...INITIAL_STATE,
  login: noop,
  logout: noop,
  getToken: () => Promise.resolve(null),
});

export function useAuth(): AuthApi {
  return useContext(AuthContext);
}
