import { startPainel } from './painelServer';

/** One server for the whole suite (journeys that stop or restart a server start their own). */
export default async function globalSetup() {
  const server = await startPainel();
  process.env.PAINEL_URL = server.url;
  process.env.PAINEL_DATA_DIR = server.dataDir;
  return async () => {
    await server.stop();
  };
}
