// `npm run seed`: adds the demo records (and the administrator, on a fresh data directory), then exits.
import { boot } from './boot';
import { adminLines, fail, say, seedLines } from './cli';
import { readConfig } from './config';
import { seedDemo } from './demo';

async function main() {
  const config = readConfig();
  let booted;
  try {
    booted = await boot(config);
  } catch (e) {
    fail('Não foi possível abrir o banco de dados.', e);
  }
  const { app, admin } = booted;
  try {
    if (admin.created) adminLines(admin).forEach(say);
    seedLines(await seedDemo(app, undefined, { signIn: config.seedDemoSignIn })).forEach(say);
  } catch (e) {
    await app.close();
    fail('Falha ao adicionar os dados de demonstração.', e);
  }
  await app.close();
}

void main();
