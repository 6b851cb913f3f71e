// @vitest-environment node
// The worker thread the server draws first pages in: answers each request with its own page, passes a failure
// on, and comes back after a crash (the pages then waiting get no drawing, later ones do).
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { firstPageWorker, type FirstPageWorker } from '../../src/server/static/firstPageWorker';
import { tempDir } from './helpers';

const MODULE = `
export async function renderFirstPage({ url, token }) {
  if (url === '/app/quebra') throw new Error('não desenhou');
  if (url === '/app/cai') process.exit(3);
  if (url === '/app/lenta') await new Promise((r) => setTimeout(r, 200));
  return url === '/app/nada' ? undefined : '<p>' + url + ' ' + token + '</p>';
}
`;

let worker: FirstPageWorker | undefined;
afterEach(() => worker?.close());

const request = (url: string, token = 'abc') => ({ url, token, apiOrigin: 'http://127.0.0.1:1', phone: false });

it('each request gets its own page, however they interleave; undefined stays undefined', async () => {
  const dir = tempDir('painel-first-page-');
  writeFileSync(join(dir, 'firstPage.mjs'), MODULE);
  worker = firstPageWorker(join(dir, 'firstPage.mjs'));
  const pages = await Promise.all([worker.render(request('/app/lenta', 'um')), worker.render(request('/app/outdoors', 'dois')), worker.render(request('/app/nada'))]);
  expect(pages).toEqual(['<p>/app/lenta um</p>', '<p>/app/outdoors dois</p>', undefined]);
});

it('a failure is passed on; a crash fails what was waiting, and the next page is drawn by a new worker', async () => {
  const dir = tempDir('painel-first-page-');
  writeFileSync(join(dir, 'firstPage.mjs'), MODULE);
  worker = firstPageWorker(join(dir, 'firstPage.mjs'));
  await expect(worker.render(request('/app/quebra'))).rejects.toThrow('não desenhou');
  const waiting = worker.render(request('/app/lenta'));
  await expect(Promise.all([worker.render(request('/app/cai')), waiting])).rejects.toThrow();
  await expect(waiting).rejects.toThrow();
  expect(await worker.render(request('/app/categories'))).toBe('<p>/app/categories abc</p>');
});
