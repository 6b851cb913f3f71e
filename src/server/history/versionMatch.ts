import type { VersionMatch } from './writeContext';

/**
 * An If-Match header as a version match: `*` (any existing version), or the versions its entity tags name
 * (`"3"`, `W/"3"`, a bare `3`; a list takes any of them). Undefined when absent or naming no version: the
 * write applies as the spec's own client expects.
 */
export function readIfMatch(header: string | string[] | undefined): VersionMatch | undefined {
  const text = Array.isArray(header) ? header.join(',') : header;
  if (!text?.trim()) return undefined;
  if (text.trim() === '*') return { any: true };
  const versions = text
    .split(',')
    .map((tag) => /^\s*(?:W\/)?"?(\d{1,15})"?\s*$/.exec(tag)?.[1])
    .filter((v): v is string => v !== undefined)
    .map(Number);
  return versions.length ? { versions } : { versions: [] };
}

export const matches = (match: VersionMatch | undefined, version: number) => !match || 'any' in match || match.versions.includes(version);
