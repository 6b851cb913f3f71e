// The server compiled to JavaScript (build/server/, git-ignored), so production runs it with plain `node`:
// no TypeScript loader in memory, no transform at start. Plain JavaScript itself, because `npm start` runs
// it before anything is compiled. esbuild (not tsc): the sources import without extensions
// (moduleResolution "bundler"), which Node cannot run as emitted by tsc, and one bundle per entry loads
// fewer files at start.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';

const root = join(import.meta.dirname, '../..');
export const serverOutDir = join(root, 'build/server');
const metaOf = (outDir) => join(outDir, 'meta.json');

/** What `npm run build` compiles: the server, the start-time client check, and the one-off commands. */
const ENTRIES = {
  start: 'src/server/start.ts',
  prepareClient: 'src/tools/prepareClient.ts',
  migrate: 'src/server/migrateCommand.ts',
  seed: 'src/server/seed.ts',
  // PGlite's thread (src/server/db/pgliteThread.ts finds it beside the server).
  pgliteWorker: 'src/server/db/pgliteWorker.ts',
  // A backup's own process (src/server/backup/backupProcess.ts finds it beside the server).
  backupChild: 'src/server/backup/backupChild.ts',
  // `npm run backup` and `npm run restore` (src/tools/command.mjs).
  backupCommand: 'src/server/backupCommand.ts',
  restoreCommand: 'src/server/restoreCommand.ts',
};

/**
 * A module keeps its own import.meta.url, as if it ran from src/: paths computed from it (the schemas folder,
 * the project root) stay right although the code now runs from build/server/. Relative, so the folder may move.
 */
const ownImportMetaUrl = (outDir) => ({
  name: 'own-import-meta-url',
  setup(build) {
    build.onLoad({ filter: /\.ts$/ }, async (args) => {
      const source = await readFile(args.path, 'utf8');
      if (/import\.meta\.(dirname|filename)/.test(source)) throw new Error(`${args.path}: use import.meta.url in server code (its path is kept when compiled)`);
      if (!source.includes('import.meta.url')) return undefined;
      const fromOut = relative(outDir, args.path).split('\\').join('/');
      return { contents: source.replaceAll('import.meta.url', `new URL(${JSON.stringify(fromOut)}, import.meta.url).href`), loader: 'ts' };
    });
  },
});

/**
 * Can Node's ESM loader load this bare import as written? A package's own entry or its `exports` map, yes;
 * a deep path into a package without `exports` only when it names a file: a directory import such as
 * ajv-i18n/localize/pt-BR, which bundlers (and tsx) accept, fails in Node. Read from disk, not through
 * import.meta.resolve, which a loader (tsx running the build) would answer for itself.
 */
function nodeCanLoad(specifier) {
  const parts = specifier.split('/');
  const name = specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
  const sub = parts.slice(name.split('/').length).join('/');
  if (!sub) return true;
  const dir = join(root, 'node_modules', name);
  try {
    if (JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')).exports) return true;
    return statSync(join(dir, sub)).isFile();
  } catch {
    return false;
  }
}

/** Dependencies stay in node_modules, loaded by Node as usual (PGlite finds its own files there); the rest is bundled. */
const nodeLoadable = {
  name: 'node-loadable-external',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('node:') || nodeCanLoad(args.path) ? { path: args.path, external: true } : undefined));
  },
};

/**
 * Compiles the server into build/server/ (tests: another folder inside the project, where node_modules is
 * still found); the input list is kept to tell later whether it is stale.
 */
export async function buildServer(outDir = serverOutDir) {
  const { build } = await import('esbuild');
  const result = await build({
    absWorkingDir: root,
    entryPoints: ENTRIES,
    outdir: outDir,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    sourcemap: 'linked',
    metafile: true,
    logLevel: 'warning',
    plugins: [ownImportMetaUrl(outDir), nodeLoadable],
  });
  const { writeFile } = await import('node:fs/promises');
  await writeFile(metaOf(outDir), JSON.stringify({ inputs: Object.keys(result.metafile.inputs) }));
}

/** Compiles build/server/ when it is missing or stale (about a second), saying why on stderr. */
export async function buildIfStale() {
  const reason = serverBuildReason();
  if (!reason) return;
  console.error(`Compilando o servidor: ${reason}…`);
  await buildServer();
}

/** Why build/server/ must be (re)built, or undefined when it is newer than every file it was built from. */
export function serverBuildReason(outDir = serverOutDir) {
  const meta = metaOf(outDir);
  if (!existsSync(meta) || Object.keys(ENTRIES).some((e) => !existsSync(join(outDir, `${e}.js`)))) return 'o servidor ainda não foi compilado';
  const built = statSync(meta).mtimeMs;
  const { inputs } = JSON.parse(readFileSync(meta, 'utf8'));
  const changed = inputs.some((p) => !existsSync(join(root, p)) || statSync(join(root, p)).mtimeMs > built);
  // A new source file imported by a changed one shows up through that change.
  return changed || statSync(join(root, 'src/tools/serverBundle.mjs')).mtimeMs > built ? 'há arquivos do servidor mais novos que a última compilação' : undefined;
}
