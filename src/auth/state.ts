/**
 * The sign-in state machine, kept pure so it can be tested without a
 * browser: initialising → unauthenticated ⇄ authenticated.
 */
import type { AuthState } from './context';
import { parseTenants } from './tenants';

/** The claims of a Keycloak access token the portal reads. */
export interface TokenClaims {
  preferred_username?: string;
  name?: string;
  realm_access?: { roles?: string[] };
  resource_access?: Record<string, { roles?: string[] }>;
  /** The reader's tenants (src/auth/tenants.ts); checked before use. */
  tenants?: unknown;
}

export type AuthAction =
  | { type: 'authenticated'; claims: TokenClaims }
  | { type: 'refreshed'; claims: TokenClaims }
  | { type: 'unauthenticated' }
  /** Token cleared: logout, refresh answered 400, invalid nonce, session changed. */
  | { type: 'cleared' }
  /** The identity server could not be reached or answered with an error. */
  | { type: 'unavailable' };

export const INITIAL_STATE: AuthState = {
  status: 'initialising',
  userName: null,
  realmRoles: [],
  clientRoles: {},
  tenants: [],
  available: true,
};

function fromClaims(claims: TokenClaims): Pick<AuthState, 'userName' | 'realmRoles' | 'clientRoles' | 'tenants'> {
  const clientRoles: Record<string, readonly string[]> = {};
  for (const [client, access] of Object.entries(claims.resource_access ?? {})) {
    clientRoles[client] = [...(access.roles ?? [])];
  }
  return {
    userName: claims.preferred_username ?? claims.name ?? null,
    realmRoles: [...(claims.realm_access?.roles ?? [])],
    clientRoles,
    tenants: parseTenants(claims.tenants),
  };
}

export function authReducer(state: AuthState, action: AuthAction): AuthState {
  switch (action.type) {
    case 'authenticated':
    case 'refreshed':
      return { ...state, status: 'authenticated', available: true, ...fromClaims(action.claims) };
    case 'unauthenticated':
    case 'cleared':
      return { ...INITIAL_STATE, status: 'unauthenticated', available: state.available };
    case 'unavailable':
      return { ...INITIAL_STATE, status: 'unauthenticated', available: false };
  }
}

export function hasRealmRole(state: AuthState, role: string): boolean {
  return state.realmRoles.includes(role);
}

export function hasClientRole(state: AuthState, client: string, role: string): boolean {
  return state.clientRoles[client]?.includes(role) ?? false;
}
