// @vitest-environment node
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../../src/server/db';
import { client, makeApp, png, signIn, tempDir } from '../helpers';
import { pgAvailable, pgForTests, type PgForTests } from '../support/pgDatabases';
import { command, rowsIn, SECOND_PASS } from './support';

interface Write {
  name: string;
  sentAt: number;
  ackedAt?: number;
}

const sha = (path: string) => createHash('sha256').update(readFileSync(path)).digest('hex');

describe.skipIf(SECOND_PASS)('a backup while 20 clients write, restored into a fresh folder and into PostgreSQL', { timeout: 600_000 }, () => {
  let pgs: PgForTests | undefined;
  afterAll(() => pgs?.stop());

  it('holds every write acknowledged before its instant and none sent after it, and every file whole', async () => {
    const dataDir = join(tempDir(), 'dados');
    const backupDir = join(dataDir, 'backups');
    const app = await makeApp({ db: await openDatabase({ dataDir }), dataDir, backup: { dir: backupDir, everyHours: 0, keep: 5 } });
    const api = client(app, await signIn(app));
    const writes: Write[] = [];
    let stop = false;
    const writer = async (c: number) => {
      for (let n = 0; !stop; n++) {
        const w: Write = { name: `c${c}-${n}`, sentAt: Date.now() };
        writes.push(w);
        const res = n % 10 === 9 && c < 4 ? await api.form('POST', '/api/banners', { title: w.name, file: png() }) : await api.post('/api/categories', { name: w.name });
        expect(res.statusCode).toBeLessThan(300);
        w.ackedAt = Date.now();
      }
    };
    const clients = Array.from({ length: 20 }, (_, c) => writer(c));
    await new Promise((r) => setTimeout(r, 1500));
    const { done } = await app.painel.backups!.start('Teste');
    // The embedded database is copied as the backup starts: the writes go on through the backup and a second after
    // it, all of them sent after its instant. (A fixed two seconds from the start was once nearly all spent copying,
    // on a busy machine: 3 writes came after the instant.)
    const made = await done;
    await new Promise((r) => setTimeout(r, 1000));
    stop = true;
    await Promise.all(clients);
    await app.close();

    expect(made).toMatchObject({ reason: 'manual', by: 'Teste', verified: true });
    expect(made.error).toBeUndefined();
    const instant = Date.parse(made.takenAt!);
    const before = writes.filter((w) => w.ackedAt! < instant).map((w) => w.name);
    const after = writes.filter((w) => w.sentAt > instant).map((w) => w.name);
    expect(before.length).toBeGreaterThan(20);
    expect(after.length).toBeGreaterThan(20);

    const check = async (names: string[]) => {
      const has = new Set(names);
      expect(before.filter((n) => !has.has(n))).toEqual([]);
      expect(after.filter((n) => has.has(n))).toEqual([]);
    };

    // Into a fresh folder.
    const fresh = join(tempDir(), 'restaurado');
    const ran = await command('restore', [made.location], { DATA_DIR: fresh });
    expect(ran.code, ran.err).toBe(0);
    const restored = [
      ...(await rowsIn<{ name: string }>(fresh, 'SELECT name FROM categories')).map((r) => r.name),
      ...(await rowsIn<{ title: string }>(fresh, 'SELECT title FROM banners')).map((r) => r.title),
    ];
    await check(restored);
    const files = readdirSync(join(fresh, 'uploads'));
    expect(files.length).toBeGreaterThan(0);
    for (const name of files) expect(sha(join(fresh, 'uploads', name)), name).toBe(sha(join(dataDir, 'uploads', name)));
    // Every banner restored has its file.
    for (const { url } of await rowsIn<{ url: string }>(fresh, 'SELECT "imageUrl" AS url FROM banners')) expect(files).toContain(url.slice('/uploads/'.length));

    if (!pgAvailable) return;
    // Into PostgreSQL: how an embedded installation moves to several instances; two of them serve it.
    pgs = await pgForTests();
    const url = await pgs.newDatabase();
    const shared = join(tempDir(), 'compartilhada');
    const moved = await command('restore', [made.location], { DATA_DIR: shared, DATABASE_URL: url });
    expect(moved.code, moved.err).toBe(0);
    const onPg = (await pgs.query<{ name: string }>(url, 'SELECT name FROM categories')).map((r) => r.name);
    await check([...onPg, ...(await pgs.query<{ title: string }>(url, 'SELECT title FROM banners')).map((r) => r.title)]);

    const one = await makeApp({ db: await openDatabase({ databaseUrl: url, dataDir: shared }), dataDir: shared });
    const two = await makeApp({ db: await openDatabase({ databaseUrl: url, dataDir: shared }), dataDir: shared });
    try {
      const [first] = await pgs.query<{ id: string; url: string }>(url, 'SELECT id, "imageUrl" AS url FROM banners ORDER BY id LIMIT 1');
      for (const instance of [one, two]) {
        const c = client(instance, await signIn(instance));
        const list = await c.get('/api/categories?limit=1');
        expect(list.statusCode).toBe(200);
        const file = await instance.inject({ method: 'GET', url: first.url });
        expect(file.statusCode).toBe(200);
        expect(createHash('sha256').update(file.rawPayload).digest('hex')).toBe(sha(join(dataDir, 'uploads', first.url.slice('/uploads/'.length))));
      }
      // A record written through one is read through the other.
      const c1 = client(one, await signIn(one));
      const created = await c1.post('/api/categories', { name: 'Depois da mudança' });
      const id = String(created.json().id ?? created.json().data?.id);
      const c2 = client(two, await signIn(two));
      const read = await c2.get(`/api/categories/${id}`);
      expect(read.statusCode).toBe(200);
      expect(JSON.stringify(read.json())).toContain('Depois da mudança');
    } finally {
      await one.close();
      await two.close();
    }
  });
});
