import { createContext, useContext } from 'react';

export type AuthStatus = 'initialising' | 'unauthenticated' | 'authenticated';

export interface AuthState {
  status: AuthStatus;
  userName: string | null;
  realmRoles: readonly string[];
  clientRoles: Readonly<Record<string, readonly string[]>>;
  /** False when the identity server could not be reached. */
  available: boolean;
}

export interface AuthApi extends AuthState {
  login: () => void;
  logout: () => void;
  /** A valid access token for API calls, or null when signed out. */
  getToken: () => Promise<string | null>;
}

export const SIGNED_OUT: AuthState = {
  status: 'initialising',
  userName: null,
  realmRoles: [],
  clientRoles: {},
  available: true,
};

const noop = (): void => undefined;

/** Outside a provider (and during the static build) nobody is signed in. */
export const AuthContext = createContext<AuthApi>({
  ...SIGNED_OUT,
  login: noop,
  logout: noop,
  getToken: () => Promise.resolve(null),
});

export function useAuth(): AuthApi {
  return useContext(AuthContext);
}
