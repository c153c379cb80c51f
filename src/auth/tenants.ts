/**
 * The reader's tenants, as the realm puts them into the access token: the `tenants` claim, one
 * object per tenant the reader may work with (a protocol mapper on the user attribute `tenants`
 * in Keycloak; `identity/users.json` for the local identity server). Read and checked here, in
 * the browser; nothing of it is ever written into a file of the build.
 */

/** FLP environments a tenant lives in. */
export const TENANT_ENVIRONMENTS = ['sandbox', 'production'] as const;
export type TenantEnvironment = (typeof TENANT_ENVIRONMENTS)[number];

export interface ReaderTenant {
  /** Tenant id from the control panel (the `tenant` parameter of the APIs). */
  id: string;
  /** Display name. */
  name: string;
  environment: TenantEnvironment;
  /** Base URL of the tenant's APIs, e.g. https://api.sandbox.flp.video (no trailing slash). */
  apiBaseUrl: string;
}

/** The tenant id format of the APIs (api/startup.yaml, parameter `Tenant`). */
export const TENANT_ID_PATTERN = /^[a-z0-9][a-z0-9-]{1,38}$/;

function tenantOf(value: unknown): ReaderTenant | null {
  // Keycloak's user-attribute mapper with the JSON type gives objects; a mapper left on the
  // String type gives the attribute's JSON text: both are accepted.
  let raw: unknown = value;
  if (typeof raw === 'string') {
    try {
      raw = JSON.parse(raw) as unknown;
    } catch {
      return null;
    }
  }
  if (!raw || typeof raw !== 'object') return null;
  const { id, name, environment, apiBaseUrl } = raw as Record<string, unknown>;
  if (typeof id !== 'string' || !TENANT_ID_PATTERN.test(id)) return null;
  if (typeof environment !== 'string' || !(TENANT_ENVIRONMENTS as readonly string[]).includes(environment)) return null;
  if (typeof apiBaseUrl !== 'string') return null;
  let url: URL;
  try {
    url = new URL(apiBaseUrl);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  return {
    id,
    name: typeof name === 'string' && name.trim() ? name.trim() : id,
    environment: environment as TenantEnvironment,
    apiBaseUrl: apiBaseUrl.replace(/\/+$/, ''),
  };
}

/** The valid tenants of a `tenants` claim, in its order, each id once; anything else is dropped. */
export function parseTenants(claim: unknown): ReaderTenant[] {
  const list = Array.isArray(claim) ? claim : claim === undefined || claim === null ? [] : [claim];
  const seen = new Set<string>();
  const tenants: ReaderTenant[] = [];
  for (const item of list) {
    const tenant = tenantOf(item);
    if (!tenant || seen.has(tenant.id)) continue;
    seen.add(tenant.id);
    tenants.push(tenant);
  }
  return tenants;
}

/** How a tenant is named to its reader: "Northwind Media (sandbox)". */
export function tenantLabel(tenant: ReaderTenant): string {
  return `${tenant.name} (${tenant.environment})`;
}
