import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * TOKEN_SECRET when set; otherwise a random secret made on the first start and kept in DATA_DIR/secret
 * (mode 0600), so sessions survive a restart.
 */
export function loadTokenSecret(dataDir: string, fromEnv?: string): string {
  if (fromEnv) return checkTokenSecret('TOKEN_SECRET', fromEnv);
  const file = join(dataDir, 'secret');
  if (existsSync(file)) {
    const secret = readFileSync(file, 'utf8').trim();
    if (secret.length >= 32) return secret;
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

/** A secret given in the environment, refused (naming its variable) when too short to sign with. */
export function checkTokenSecret(variable: string, value: string): string {
  if (Buffer.byteLength(value) < 32) throw new Error(`${variable} deve ter pelo menos 32 caracteres.`);
  return value;
}
