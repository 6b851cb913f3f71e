import { mountPath, type NamedProfile } from '../../engine/contract';

const under = (url: string, prefix: string) => url === prefix || url.startsWith(`${prefix}/`);
const named = (p: NamedProfile) => p.title ?? `API "${p.name}"`;

/**
 * Every route the profiles mount. Two routes on one method and path are refused, and so is a route that
 * falls under another profile mounted deeper (a main-API path under /api/server would shadow the services API).
 */
export class RouteTable {
  private readonly taken = new Map<string, string>();

  constructor(private readonly profiles: NamedProfile[]) {}

  claim(profile: NamedProfile, method: string, url: string, owner: string): void {
    const own = mountPath(profile);
    const deeper = this.profiles.find((p) => p.name !== profile.name && mountPath(p).length > own.length && under(url, mountPath(p)));
    if (deeper) throw new Error(`${owner}: o caminho ${url} invade a ${named(deeper)}`);
    const key = `${method} ${url}`;
    const other = this.taken.get(key);
    if (other) throw new Error(`${owner}: ${key} já é usado por ${other}`);
    this.taken.set(key, owner);
  }
}
