// `npm run build` (after the client): compiles the server to build/server/ (see serverBundle.mjs).
import { buildServer, serverOutDir } from './serverBundle.mjs';

const t = performance.now();
await buildServer();
console.log(`Servidor compilado em ${serverOutDir} (${((performance.now() - t) / 1000).toFixed(1)} s). Inicie com: node build/server/start.js`);
