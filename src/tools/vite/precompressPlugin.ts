// Build time (Node): a brotli and a gzip copy beside every compressible file of dist/, made once here so the
// server sends them as they are (@fastify/static's preCompressed) instead of the uncompressed bytes.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';
import { outerBuildOnly } from './nestedBuild.ts';

const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|map|webmanifest|xml)$/;

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

/** Writes `file.br` and `file.gz` for each compressible file, each only when it is smaller than the file. */
export function precompress(dir: string): { files: number; before: number; brotli: number } {
  let files = 0;
  let before = 0;
  let brotli = 0;
  for (const path of filesUnder(dir).filter((p) => COMPRESSIBLE.test(p))) {
    const bytes = readFileSync(path);
    const br = brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } });
    const gz = gzipSync(bytes, { level: 9 });
    if (br.length < bytes.length) writeFileSync(`${path}.br`, br);
    if (gz.length < bytes.length) writeFileSync(`${path}.gz`, gz);
    files++;
    before += bytes.length;
    brotli += Math.min(br.length, bytes.length);
  }
  return { files, before, brotli };
}

export function precompressPlugin(): Plugin {
  let outDir = '';
  return {
    name: 'painel-precompress',
    apply: outerBuildOnly,
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    // After every other plugin has written its files (the prerendered sign-in page among them).
    closeBundle: {
      order: 'post',
      sequential: true,
      handler() {
        precompress(outDir);
      },
    },
  };
}
