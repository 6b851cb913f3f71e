// `npm run backup` and `npm run restore` (`node src/tools/command.mjs backupCommand|restoreCommand …`): the command
// compiled with the server (build/server/, made or remade here when stale, as `npm start` does), run by this plain
// `node` process — no TypeScript loader to start, which took 2–6 s of every run on a busy machine.
import { buildIfStale } from './serverBundle.mjs';

const [name] = process.argv.splice(2, 1);
try {
  await buildIfStale();
} catch (e) {
  console.error(`\n✖ A compilação do servidor falhou; nada foi feito.\n  ${e instanceof Error ? e.message : e}`);
  process.exit(1);
}
// The command reads its own arguments from process.argv, as if run directly.
await import(`../../build/server/${name}.js`);
