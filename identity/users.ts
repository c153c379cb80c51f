import { randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { parseTenants, type ReaderTenant } from '../src/auth/tenants';

export interface UserRecord {
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  realmRoles: string[];
  clientRoles: Record<string, string[]>;
  /** The tenants the user works with: the `tenants` claim of the token (src/auth/tenants.ts). */
  tenants: ReaderTenant[];
}

interface StoredUser extends UserRecord {
  salt: Buffer;
  hash: Buffer;
}

/** Users from the config file; passwords are hashed here and the plain text dropped. */
export class UserStore {
  readonly #users = new Map<string, StoredUser>();

  constructor(records: readonly (UserRecord & { password: string })[]) {
    for (const { password, ...user } of records) {
      if (!/^[a-z0-9._-]{1,64}$/.test(user.username)) throw new Error(`Invalid user name "${user.username}"`);
      if (!password) throw new Error(`User "${user.username}" has no password`);
      const tenants = parseTenants(user.tenants ?? []);
      if (tenants.length !== (user.tenants ?? []).length) {
        throw new Error(`User "${user.username}": every tenant needs an id, an environment and an API base URL`);
      }
      user.tenants = tenants;
      const salt = randomBytes(16);
      this.#users.set(user.username, { ...user, salt, hash: scryptSync(password, salt, 32) });
    }
  }

  static fromFile(path: string): UserStore {
    const parsed = JSON.parse(readFileSync(path, 'utf8')) as { users?: unknown };
    if (!Array.isArray(parsed.users)) throw new Error(`${path}: expected { "users": [...] }`);
    return new UserStore(parsed.users as (UserRecord & { password: string })[]);
  }

  /** The user when the credentials match, otherwise null (same cost either way). */
  verify(username: string, password: string): UserRecord | null {
    const user = this.#users.get(username);
    const salt = user?.salt ?? randomBytes(16);
    const hash = scryptSync(password, salt, 32);
    if (!user || !timingSafeEqual(hash, user.hash)) return null;
    return this.get(username);
  }

  get(username: string): UserRecord | null {
    const user = this.#users.get(username);
    if (!user) return null;
    const { salt: _salt, hash: _hash, ...record } = user;
    return record;
  }
}
