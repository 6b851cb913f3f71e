import { profileList, type ApiProfiles } from '../contract';
import type { ApiConfig } from './types';

const value = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : undefined);

/**
 * Each profile's endpoint: the URL its `env` variable gives, else its `base` on the page's own origin; its key
 * from `apiKey.env`, else `apiKey.default`. The app passes Vite's env (read at build time), tests pass their own.
 */
export function apiConfigFrom(apis: ApiProfiles, env: Record<string, unknown>, origin: string): ApiConfig {
  return Object.fromEntries(
    profileList(apis).map((p) => [
      p.name,
      {
        url: value(env[p.env]) ?? `${origin.replace(/\/$/, '')}${p.base}`,
        ...(p.apiKey ? { apiKey: value(env[p.apiKey.env]) ?? p.apiKey.default } : {}),
      },
    ]),
  );
}
