import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseTenants, tenantLabel } from '../../src/auth/tenants';
import { authReducer, INITIAL_STATE } from '../../src/auth/state';
import { READER_PLACEHOLDERS, personalise, readerValue } from '../../src/data/readerPlaceholders';
import {
  HISTORY_KEY,
  TENANT_KEY,
  TRY_IT_SERVER_KEY,
  chosenTenant,
  forgetReader,
  parseHistory,
  platformOfRoute,
  recordVisit,
  rememberTenant,
  rememberTryItServer,
  withVisit,
} from '../../src/reader/storage';
import { loadServiceDocuments } from '../../plugins/api-reference/bundle';
import { renderPages } from '../../plugins/api-reference/render';
import { SAMPLE_SERVER, parameterPlaceholder } from '../../plugins/api-reference/readerVariables';

const SANDBOX = { id: 'acme-sbx', name: 'Acme', environment: 'sandbox', apiBaseUrl: 'https://api.sandbox.flp.video/' };
const PRODUCTION = { id: 'acme', name: 'Acme', environment: 'production', apiBaseUrl: 'https://api.flp.video' };

describe('the tenants claim', () => {
  it('keeps valid tenants in order, once each, and drops the rest', () => {
    const tenants = parseTenants([
      SANDBOX,
      JSON.stringify(PRODUCTION),
      { ...PRODUCTION, name: 'again' },
      { ...SANDBOX, id: 'Not A Tenant' },
      { ...SANDBOX, id: 'other', environment: 'staging' },
      { ...SANDBOX, id: 'other', apiBaseUrl: 'javascript:alert(1)' },
      'not json',
      null,
    ]);
    expect(tenants).toEqual([
      { ...SANDBOX, apiBaseUrl: 'https://api.sandbox.flp.video' },
      { ...PRODUCTION, name: 'Acme' },
    ]);
    expect(tenantLabel(tenants[0]!)).toBe('Acme (sandbox)');
    expect(parseTenants(undefined)).toEqual([]);
    expect(parseTenants(PRODUCTION)).toHaveLength(1);
  });

  it('reaches the sign-in state, and leaves it on sign-out', () => {
    const signedIn = authReducer(INITIAL_STATE, { type: 'authenticated', claims: { tenants: [PRODUCTION] } });
    expect(signedIn.tenants).toEqual([PRODUCTION]);
    expect(authReducer(signedIn, { type: 'cleared' }).tenants).toEqual([]);
  });

  it('is what the local identity server issues for every user of users.json', () => {
    const { users } = JSON.parse(readFileSync('identity/users.json', 'utf8')) as {
      users: { username: string; tenants: unknown[] }[];
    };
    for (const user of users) expect(parseTenants(user.tenants), user.username).toHaveLength(user.tenants.length);
    expect(users.find((u) => u.username === 'demo')?.tenants).toHaveLength(1);
    expect(users.find((u) => u.username === 'admin')?.tenants).toHaveLength(2);
  });
});

describe('placeholders', () => {
  const [tenant] = parseTenants([SANDBOX]);

  it('are declared once, each of the placeholder form, each filled by a field of the tenant', () => {
    for (const p of READER_PLACEHOLDERS) {
      expect(p.token).toMatch(/^YOUR_[A-Z0-9_]+$/);
      expect(typeof readerValue(p.token, tenant!)).toBe('string');
    }
    expect(new Set(READER_PLACEHOLDERS.map((p) => p.token)).size).toBe(READER_PLACEHOLDERS.length);
  });

  it('are replaced by the reader values, other tokens of the form left as written', () => {
    const code = "curl 'YOUR_API_BASE_URL/startup/v3/config?tenant=YOUR_TENANT_ID' # YOUR_LICENSE_KEY YOUR_ENVIRONMENT";
    expect(personalise(code, tenant!)).toBe(
      "curl 'https://api.sandbox.flp.video/startup/v3/config?tenant=acme-sbx' # YOUR_LICENSE_KEY sandbox",
    );
    expect(personalise(code, null)).toBe(code);
  });
});

describe('what the browser remembers', () => {
  const tenants = parseTenants([SANDBOX, PRODUCTION]);

  it('chooses the remembered tenant while the reader has it, else the first', () => {
    expect(chosenTenant(tenants, 'acme')?.id).toBe('acme');
    expect(chosenTenant(tenants, 'gone')?.id).toBe('acme-sbx');
    expect(chosenTenant(tenants, null)?.id).toBe('acme-sbx');
    expect(chosenTenant([], 'acme')).toBeNull();
  });

  it('keeps the latest pages first, once each, and their platform', () => {
    let history = withVisit([], { path: '/docs/a', title: 'A', at: 1 });
    history = withVisit(history, { path: '/docs/b', title: 'B', at: 2 });
    history = withVisit(history, { path: '/docs/a', title: 'A', at: 3 });
    expect(history.map((p) => p.path)).toEqual(['/docs/a', '/docs/b']);
    for (let i = 0; i < 20; i += 1) history = withVisit(history, { path: `/docs/${i}`, title: `${i}`, at: i });
    expect(history).toHaveLength(12);
    expect(parseHistory(JSON.stringify(history))).toEqual(history);
    expect(parseHistory('{"not": "a list"}')).toEqual([]);
    expect(parseHistory('[{"path": "https://elsewhere", "title": "x", "at": 1}]')).toEqual([]);
    expect(platformOfRoute('/docs/products/player/web/setup')).toBe('web');
    expect(platformOfRoute('/docs/6.x/products/player/roku/setup')).toBe('roku');
    expect(platformOfRoute('/docs/products/edge/startup/overview')).toBeUndefined();
  });

  it("forgets the reader on sign-out: tenant, Try it's server and history go, the rest of the storage stays", () => {
    const entries = new Map<string, string>();
    const storage = {
      getItem: (key: string) => entries.get(key) ?? null,
      setItem: (key: string, value: string) => void entries.set(key, value),
      removeItem: (key: string) => void entries.delete(key),
    } as Storage;
    storage.setItem('theme', 'dark');
    storage.setItem('docs-preferred-version-default', 'current');
    rememberTenant(storage, 'acme');
    rememberTryItServer(storage, 'tenant');
    recordVisit(storage, { path: '/docs/a', title: 'A', at: 1 });
    expect([...entries.keys()]).toEqual(expect.arrayContaining([TENANT_KEY, TRY_IT_SERVER_KEY, HISTORY_KEY]));
    forgetReader(storage);
    expect(Object.fromEntries(entries)).toEqual({ theme: 'dark', 'docs-preferred-version-default': 'current' });
    // Storage the browser denies: nothing to forget, and no error.
    expect(() => forgetReader(undefined)).not.toThrow();
  });
});

describe('API samples', () => {
  it('print the reader placeholders for the server and the tenant parameter', () => {
    const services = loadServiceDocuments(process.cwd()).filter((s) => s.service === 'startup');
    const pages = renderPages(services, { hasPage: () => false });
    const config = pages.find((p) => p.route.endsWith('/get_remote_config'));
    expect(config?.content).toContain(`--url '${SAMPLE_SERVER}/startup/v3/config?tenant=YOUR_TENANT_ID&platform=web'`);
    expect(config?.content).not.toContain('https://api.flp.video/startup');
    expect(parameterPlaceholder({ name: 'tenant', 'x-flp-reader-variable': 'tenantId' })).toBe('YOUR_TENANT_ID');
    expect(parameterPlaceholder({ name: 'tenant' })).toBeUndefined();
    expect(() => parameterPlaceholder({ name: 'x', 'x-flp-reader-variable': 'nope' })).toThrow(/not a reader variable/);
  });
});
