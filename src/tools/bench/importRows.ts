// `npm run bench`, import: 100,000 rows of services (a CSV as Excel in Portuguese saves it: `;`, "1.234,56")
// through the dry run and then the commit, over HTTP to a listening instance. Prints the time of each and the
// peak resident memory above the idle process (server and bench in one process), on PGlite and on PostgreSQL.
// BENCH_IMPORT_ROWS (100000), BENCH_PGLITE_ONLY=1.
import { BENCH_ADMIN, benchInstance } from './benchInstance';
import { onEachDatabase } from './databases';

const ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 100_000);
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

function spreadsheet(): Buffer {
  const lines = ['\uFEFFNome;Descrição;Preço (R$)'];
  for (let i = 1; i <= ROWS; i++) {
    const cents = (i * 7919) % 1_000_000;
    const price = `${Math.floor(cents / 100).toLocaleString('pt-BR')},${String(cents % 100).padStart(2, '0')}`;
    lines.push(`Serviço importado ${i};Placa ${i % 8 === 0 ? 'dupla, frente e verso' : 'simples'};"${price}"`);
  }
  return Buffer.from(`${lines.join('\r\n')}\r\n`, 'utf8');
}

/** Runs `work` while sampling the process's resident memory every 20 ms: its time and the peak above `base`. */
async function measured<T>(work: () => Promise<T>): Promise<{ result: T; ms: number; peak: number }> {
  const base = process.memoryUsage().rss;
  let peak = base;
  const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
  const t = performance.now();
  try {
    const result = await work();
    return { result, ms: performance.now() - t, peak: peak - base };
  } finally {
    clearInterval(timer);
  }
}

async function main() {
  const file = spreadsheet();
  console.log(`Importação: ${ROWS.toLocaleString('pt-BR')} linhas de serviços, ${(file.length / 1024 / 1024).toFixed(1)} MB de CSV (UTF-8, ;)`);
  await onEachDatabase('import', 1, async (label, [db]) => {
    const app = await benchInstance(db, true);
    try {
      await app.listen({ host: '127.0.0.1', port: 0 });
      const url = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
      const { token } = (await (await fetch(`${url}/api/authentication`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(BENCH_ADMIN) })).json()) as { token: string };
      const send = async (dryRun: boolean) => {
        const form = new FormData();
        form.append('file', new Blob([new Uint8Array(file)], { type: 'text/csv' }), 'servicos.csv');
        const res = await fetch(`${url}/api/painel/import/services${dryRun ? '?dryRun=true' : ''}`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
        const body = (await res.json()) as { create?: number; problemCount?: number; message?: string };
        if (res.status !== (dryRun ? 200 : 201) || body.create !== ROWS || body.problemCount !== 0) throw new Error(`${res.status} ${JSON.stringify(body).slice(0, 300)}`);
        return body;
      };
      if (global.gc) global.gc();
      const dry = await measured(() => send(true));
      if (global.gc) global.gc();
      const commit = await measured(() => send(false));
      const perSecond = (ms: number) => Math.round(ROWS / (ms / 1000)).toLocaleString('pt-BR');
      console.log(`\n${label}`);
      console.log(`  verificação (dryRun): ${(dry.ms / 1000).toFixed(1)} s (${perSecond(dry.ms)} linhas/s), pico de memória +${mb(dry.peak)}`);
      console.log(`  importação (commit, uma transação, histórico e desfazer): ${(commit.ms / 1000).toFixed(1)} s (${perSecond(commit.ms)} linhas/s), pico de memória +${mb(commit.peak)}`);
    } finally {
      await app.close();
    }
  });
}

void main();
