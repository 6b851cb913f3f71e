import { execFileSync } from 'node:child_process';

/**
 * The user a test's own server (PostgreSQL, nginx) runs as when the tests run as root: initdb and postgres refuse
 * root, and nginx's workers would switch to `nobody`. `postgres` when Debian's package made it, else a system
 * user `painel-pg` (created once). Undefined when the tests already run unprivileged.
 */
export function unprivilegedUser(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const id = (name: string) => {
    try {
      return { uid: Number(execFileSync('id', ['-u', name]).toString()), gid: Number(execFileSync('id', ['-g', name]).toString()) };
    } catch {
      return undefined;
    }
  };
  const existing = id('postgres') ?? id('painel-pg');
  if (existing) return existing;
  execFileSync('useradd', ['--system', '--no-create-home', '--shell', '/usr/sbin/nologin', 'painel-pg']);
  return id('painel-pg');
}
