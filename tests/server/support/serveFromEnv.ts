// A real server process for tests that need one: configured from the environment and booted as `npm start`
// does (without building the client), on a free loopback port. Prints `LISTENING <url>` once it serves.
import { boot } from '../../../src/server/boot';
import { readConfig } from '../../../src/server/config';

const { app } = await boot(readConfig());
const address = await app.listen({ host: '127.0.0.1', port: 0 });
console.log(`LISTENING ${address}`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void app.close().then(() => process.exit(0)));
