/**
 * Which user nginx's worker processes run as. nginx started by root drops its workers to an
 * unprivileged user (`nobody` or `www-data`), which cannot read a checkout in a private folder
 * (`/root/...`, a `mkdtemp` folder). serving/serve-prod.ts therefore names the user itself: the
 * owner of the build when that user can reach and read it, else root (the user running it).
 * Started by anyone else, nginx ignores the `user` directive and its workers run as that user.
 */
import { readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

export interface Account {
  name: string;
  uid: number;
  /** Primary group id. */
  gid: number;
}

/** The accounts of an /etc/passwd text. */
export function parsePasswd(text: string): Account[] {
  return text
    .split('\n')
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => line.split(':'))
    .filter((fields) => fields.length >= 4)
    .map(([name = '', , uid = '', gid = '']) => ({ name, uid: Number(uid), gid: Number(gid) }))
    .filter((account) => account.name && Number.isInteger(account.uid) && Number.isInteger(account.gid));
}

/** The name of each group id of an /etc/group text. */
export function parseGroups(text: string): Map<number, string> {
  const groups = new Map<number, string>();
  for (const line of text.split('\n')) {
    const [name, , gid] = line.split(':');
    if (name && gid !== undefined && Number.isInteger(Number(gid))) groups.set(Number(gid), name);
  }
  return groups;
}

export interface PathStat {
  uid: number;
  gid: number;
  mode: number;
}

/** Whether `who` has the permission bit (4 read, 1 search) on a file, by owner, group or other. */
export function permits(stat: PathStat, who: { uid: number; gid: number }, bit: 4 | 1): boolean {
  if (who.uid === 0) return true;
  if (stat.uid === who.uid) return (stat.mode & (bit << 6)) !== 0;
  if (stat.gid === who.gid) return (stat.mode & (bit << 3)) !== 0;
  return (stat.mode & bit) !== 0;
}

/**
 * The first folder on the way to `root` (its ancestors, then `root` itself) that `who` cannot
 * search, or `root` if it cannot read it; undefined when the build is reachable. Only the
 * account's primary group is considered, so the answer errs on "cannot".
 */
export function firstBlockedFolder(
  root: string,
  who: { uid: number; gid: number },
  stat: (path: string) => PathStat = statSync,
): string | undefined {
  const folders: string[] = [];
  for (let path = resolve(root); ; path = dirname(path)) {
    folders.unshift(path);
    if (dirname(path) === path) break;
  }
  for (const folder of folders) {
    if (!permits(stat(folder), who, 1)) return folder;
  }
  return permits(stat(root), who, 4) ? undefined : root;
}

export interface WorkerUser {
  /** The `user` directive for nginx.conf, or undefined when nginx is not started by root. */
  directive?: string;
  /** One line for the start-up message. */
  note: string;
}

/** The worker user for serving `root`, given the current uid (0 when root) and the system's accounts. */
export function chooseWorkerUser(
  root: string,
  currentUid: number,
  accounts: { passwd: string; group: string },
  stat: (path: string) => PathStat = statSync,
): WorkerUser {
  if (currentUid !== 0) return { note: 'workers run as the current user' };
  const owner = stat(root);
  const account = parsePasswd(accounts.passwd).find((a) => a.uid === owner.uid);
  const groupName = parseGroups(accounts.group).get(account?.gid ?? -1);
  if (account && account.uid !== 0 && groupName && !firstBlockedFolder(root, account, stat)) {
    return {
      directive: `user ${account.name} ${groupName};`,
      note: `workers run as ${account.name}, the owner of the build`,
    };
  }
  const rootGroup = parseGroups(accounts.group).get(0) ?? 'root';
  return {
    directive: `user root ${rootGroup};`,
    note: account
      ? account.uid === 0
        ? 'workers run as root, the owner of the build'
        : `workers run as root: ${account.name}, the owner of the build, cannot reach it`
      : 'workers run as root: the owner of the build has no account here',
  };
}

/** chooseWorkerUser with this machine's accounts. */
export function workerUserHere(root: string): WorkerUser {
  const currentUid = process.getuid?.() ?? -1;
  if (currentUid !== 0) return chooseWorkerUser(root, currentUid, { passwd: '', group: '' });
  const read = (file: string) => {
    try {
      return readFileSync(join('/etc', file), 'utf8');
    } catch {
      return '';
    }
  };
  return chooseWorkerUser(root, currentUid, { passwd: read('passwd'), group: read('group') });
}
