import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'vite';
import { tempDir } from '../../server/helpers';

const root = join(import.meta.dirname, '../../..');

/**
 * The real `vite build` of the client, as `npm start` makes it, into a temporary folder (removed after the file's
 * tests); `env` is written to an `.env.production` the build reads. Returns the output folder.
 */
export async function buildClient(env = ''): Promise<string> {
  const envDir = tempDir('painel-env-');
  writeFileSync(join(envDir, '.env.production'), env);
  const outDir = join(tempDir('painel-build-'), 'dist');
  await build({ root, configFile: join(root, 'vite.config.ts'), envDir, mode: 'production', logLevel: 'silent', build: { outDir, emptyOutDir: true } });
  return outDir;
}
