import { describe, expect, it } from 'vitest';
import { chooseWorkerUser, firstBlockedFolder, parsePasswd, type PathStat } from '../../serving/nginx-user';
import { mainConfig } from '../../serving/nginx';

const passwd = [
  'root:x:0:0:root:/root:/bin/bash',
  'nobody:x:65534:65534:nobody:/nonexistent:/usr/sbin/nologin',
  'dev:x:1000:1000:Dev:/home/dev:/bin/bash',
].join('\n');
const group = ['root:x:0:', 'nogroup:x:65534:', 'dev:x:1000:'].join('\n');
const accounts = { passwd, group };

/** A file system of folders with owner and mode; everything not listed is root's with 0755. */
function fakeStat(entries: Record<string, Partial<PathStat>>): (path: string) => PathStat {
  return (path) => ({ uid: 0, gid: 0, mode: 0o755, ...entries[path] });
}

describe('nginx worker user', () => {
  it('reads accounts from a passwd text', () => {
    expect(parsePasswd(passwd).map((a) => a.name)).toEqual(['root', 'nobody', 'dev']);
  });

  it('runs the workers as root for a build root owns in a private folder', () => {
    const stat = fakeStat({ '/root': { mode: 0o700 } });
    const user = chooseWorkerUser('/root/portal/build', 0, accounts, stat);
    expect(user.directive).toBe('user root root;');
    expect(user.note).toContain('owner of the build');
  });

  it('runs the workers as the owner of the build when that user can reach it', () => {
    const stat = fakeStat({
      '/home/dev': { uid: 1000, gid: 1000, mode: 0o750 },
      '/home/dev/portal': { uid: 1000, gid: 1000 },
      '/home/dev/portal/build': { uid: 1000, gid: 1000 },
    });
    expect(chooseWorkerUser('/home/dev/portal/build', 0, accounts, stat).directive).toBe('user dev dev;');
  });

  it('falls back to root when the owner cannot reach the build, and says why', () => {
    const stat = fakeStat({
      '/root': { mode: 0o700 },
      '/root/portal': { uid: 1000, gid: 1000 },
      '/root/portal/build': { uid: 1000, gid: 1000 },
    });
    const user = chooseWorkerUser('/root/portal/build', 0, accounts, stat);
    expect(user.directive).toBe('user root root;');
    expect(user.note).toContain('dev, the owner of the build, cannot reach it');
  });

  it('names no user when not started by root (nginx keeps the current user)', () => {
    expect(chooseWorkerUser('/home/dev/portal/build', 1000, accounts, fakeStat({})).directive).toBeUndefined();
  });

  it('finds the first folder a user cannot search, or an unreadable build', () => {
    const dev = { uid: 1000, gid: 1000 };
    expect(firstBlockedFolder('/root/portal/build', dev, fakeStat({ '/root': { mode: 0o700 } }))).toBe('/root');
    expect(firstBlockedFolder('/srv/build', dev, fakeStat({ '/srv/build': { mode: 0o711 } }))).toBe('/srv/build');
    expect(firstBlockedFolder('/srv/build', dev, fakeStat({}))).toBeUndefined();
  });

  it('puts the user directive at the top of nginx.conf', () => {
    const config = mainConfig('/tmp/x', '/etc/nginx/mime.types', 'user dev dev;');
    expect(config.split('\n').slice(0, 2)).toEqual(['daemon off;', 'user dev dev;']);
    expect(mainConfig('/tmp/x')).not.toContain('user ');
  });
});
