import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SERVER_PAGE_CAPTURE } from '../../engine/contract';

/** The one inline script a page may run: the first script of a page the server drew (what a click there asks for). */
const SERVER_PAGE_CAPTURE_SOURCE = `'sha256-${createHash('sha256').update(SERVER_PAGE_CAPTURE).digest('base64')}'`;

/** Written into dist/ by the build (src/tools/vite/cspSourcesPlugin.ts): `{ connect: [origins] }`. */
export const CSP_SOURCES_FILE = 'csp-sources.json';

/** The origin of an absolute http(s) URL (what a CSP source may name), or undefined for anything else. */
export function httpOrigin(value: string): string | undefined {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : undefined;
  } catch {
    return undefined;
  }
}

/** The other origins the built client calls (its API bases when they are not the page's); only real origins are kept. */
export function readConnectSources(clientDir: string | undefined): string[] {
  const file = clientDir && join(clientDir, CSP_SOURCES_FILE);
  if (!file || !existsSync(file)) return [];
  const { connect } = JSON.parse(readFileSync(file, 'utf8')) as { connect?: unknown };
  if (!Array.isArray(connect)) return [];
  return [...new Set(connect.filter((v): v is string => typeof v === 'string' && httpOrigin(v) === v))];
}

/**
 * Headers for the client's page and assets. Scripts only from the app's own files (no eval: form validators are
 * precompiled), and no inline script but the drawn page's own first one, named by its hash; styles may be inline because MUI/emotion inject <style> tags at
 * run time; images from anywhere on the web (an outdoor's picture may be an external http(s) URL), data:
 * and blob: (previews of a chosen file). The HTML preview is a srcdoc frame, which needs no frame source.
 * Nobody may frame the app (clickjacking), forms only post to it, and no <base> can redirect its URLs.
 */
export function clientSecurityHeaders(connect: string[] = []): Record<string, string> {
  const policy = [
    "default-src 'self'",
    `script-src 'self' ${SERVER_PAGE_CAPTURE_SOURCE}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https: http:",
    "font-src 'self' data:",
    `connect-src ${["'self'", ...connect].join(' ')}`,
    "frame-src 'none'",
    "child-src 'none'",
    "worker-src 'none'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "manifest-src 'self'",
  ].join('; ');
  return {
    'Content-Security-Policy': policy,
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Content-Type-Options': 'nosniff',
  };
}
