// `npm run bench`, part 2: cold start (spawn → /readyz 200) and idle memory (the whole process tree's RSS)
// of the compiled server run with plain node, against the way `npm start` ran it before (npm → tsx), on the
// same prepared PGlite data directory, alternating, the median of a few runs each. Loopback only, bounded.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { buildServer } from '../serverBundle.mjs';
import { freePort, startUntilReady, stopGroup, treeRssKb } from './processes';

const root = resolve(import.meta.dirname, '../../..');
const RUNS = 3;
const IDLE_MS = 2000;

const ways: { label: string; command: string[] }[] = [
  { label: 'compilado: node build/server/start.js', command: [process.execPath, join(root, 'build/server/start.js')] },
  { label: 'antes: npm start (npm → tsx src/…/start.ts)', command: ['npm', 'exec', '--offline', '--', 'tsx', join(root, 'src/server/start.ts')] },
];

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

await buildServer();
const dataDir = mkdtempSync(join(tmpdir(), 'painel-bench-start-'));
const env = { DATA_DIR: dataDir, HOST: '127.0.0.1', ADMIN_PASSWORD: 'senha-do-bench-1', LOG_LEVEL: 'warn' };
try {
  // The first start creates the database; it is not what is measured.
  const port = await freePort();
  await stopGroup((await startUntilReady(ways[0].command, { ...env, PORT: String(port) }, `http://127.0.0.1:${port}/readyz`, 120_000)).child);

  const results = ways.map(() => ({ ms: [] as number[], kb: [] as number[] }));
  for (let run = 0; run < RUNS; run++) {
    for (const [i, way] of ways.entries()) {
      const p = await freePort();
      const { child, ms } = await startUntilReady(way.command, { ...env, PORT: String(p) }, `http://127.0.0.1:${p}/readyz`);
      await new Promise((r) => setTimeout(r, IDLE_MS));
      results[i].kb.push(treeRssKb(child.pid!));
      results[i].ms.push(ms);
      await stopGroup(child);
    }
  }
  console.log(`\nInício a frio (até /readyz 200) e memória ociosa (RSS da árvore de processos), mediana de ${RUNS}, PGlite:`);
  const [compiled, before] = results.map((r) => ({ ms: median(r.ms), mb: median(r.kb) / 1024 }));
  ways.forEach((w, i) => {
    const r = [compiled, before][i];
    console.log(`  ${w.label.padEnd(48)} ${r.ms.toFixed(0).padStart(6)} ms   ${r.mb.toFixed(0).padStart(5)} MB`);
  });
  console.log(`  compilado / antes: tempo ${(compiled.ms / before.ms).toFixed(2)}×, memória ${(compiled.mb / before.mb).toFixed(2)}×`);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
