// @vitest-environment node
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../../src/server/db';
import type { S3Settings } from '../../../src/server/uploads';
import { client, makeApp, signIn, tempDir } from '../helpers';
import { startS3, type S3Server } from '../support/s3';
import { command, filledDataDir, rowsIn, SECOND_PASS } from './support';

type Backup = { id: string; reason: string; location: string; verified: boolean; finishedAt?: string; bytes?: number; error?: string };
type State = { items: Backup[]; running: boolean; settings: { everyHours: number; keep: number; dir: string } };

const ARCHIVE = /^painel-backups\/painel-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z\.tar$/;

describe.skipIf(SECOND_PASS)('backups in an S3-compatible bucket (BACKUP_S3_*)', { timeout: 180_000 }, () => {
  let s3: S3Server;
  beforeAll(async () => {
    s3 = await startS3();
  });
  afterAll(() => s3?.stop());

  /** A server on an embedded database whose backups go to `bucket`, and its admin's calls. */
  async function server(bucket: S3Settings, keep = 2): Promise<{ app: FastifyInstance; dir: string; made: () => Promise<Backup>; state: () => Promise<State> }> {
    const dataDir = tempDir('painel-backup-bucket-');
    const dir = join(dataDir, 'backups');
    const app = await makeApp({ db: await openDatabase({ dataDir }), dataDir, backup: { dir, everyHours: 24, keep, firstCheckMs: 3_600_000, bucket: { ...bucket, prefix: 'painel-backups/' } } });
    const admin = client(app, await signIn(app));
    const state = async () => (await admin.get('/api/painel/backups')).json() as State;
    // "Fazer cópia agora", waited for until it ends.
    const made = async () => {
      const res = await admin.post('/api/painel/backups');
      expect(res.statusCode).toBe(202);
      let now = await state();
      for (let i = 0; i < 600 && now.running; i++) {
        await new Promise((r) => setTimeout(r, 100));
        now = await state();
      }
      expect(now.running).toBe(false);
      return now.items[0];
    };
    return { app, dir, made, state };
  }

  it('"Fazer cópia agora" lands in the bucket under the prefix, the record says s3://…, and the local copy is gone', async () => {
    const bucket = await s3.newBucket();
    const { app, dir, made, state } = await server(bucket);
    try {
      expect((await state()).settings).toEqual({ everyHours: 24, keep: 2, dir: `s3://${bucket.bucket}/painel-backups/` });
      const backup = await made();
      expect(backup.error).toBeUndefined();
      expect(backup.verified).toBe(true);
      const keys = await s3.keys(bucket.bucket);
      expect(keys).toEqual([expect.stringMatching(ARCHIVE)]);
      expect(backup.location).toBe(`s3://${bucket.bucket}/${keys[0]}`);
      expect(readdirSync(dir)).toEqual([]);
    } finally {
      await app.close();
    }
  });

  it('BACKUP_KEEP=2: with two older archives there, a third leaves the newest two; nothing else in the bucket is touched', async () => {
    const bucket = await s3.newBucket();
    // Two archives an earlier backup left (one made here would take as long as the one below).
    const older = ['painel-backups/painel-2026-01-01T03-00-00-000Z.tar', 'painel-backups/painel-2026-01-02T03-00-00-000Z.tar'];
    const others = ['leia-me.txt', 'painel-2020-01-01T00-00-00-000Z.tar', 'painel-backups/notas.txt', 'painel-backups/antigas/painel-2020-01-01T00-00-00-000Z.tar'];
    for (const key of [...older, ...others]) await s3.put(bucket.bucket, key, 'de antes');
    const { app, made } = await server(bucket, 2);
    try {
      const backup = await made();
      expect(backup.error).toBeUndefined();
      const keys = await s3.keys(bucket.bucket);
      expect(keys.filter((k) => ARCHIVE.test(k)).map((k) => `s3://${bucket.bucket}/${k}`)).toEqual([`s3://${bucket.bucket}/painel-backups/painel-2026-01-02T03-00-00-000Z.tar`, backup.location]);
      expect(keys.filter((k) => !ARCHIVE.test(k))).toEqual([...others].sort());
    } finally {
      await app.close();
    }
  });

  it('a bucket that does not exist: the record ends with the reason in Portuguese, the archive stays on disk, the server goes on', async () => {
    const bucket = await s3.newBucket();
    const { app, dir, made, state } = await server({ ...bucket, bucket: 'nao-existe' });
    try {
      const backup = await made();
      expect(backup.finishedAt).toBeDefined();
      const [kept] = readdirSync(dir).filter((n) => n.endsWith('.tar'));
      expect(backup.location).toBe(join(dir, kept));
      expect(backup.error).toBe(`A cópia foi feita, mas o envio para s3://nao-existe/painel-backups/${kept} falhou: o bucket nao-existe não existe. Ela ficou em ${join(dir, kept)}.`);
      expect((await state()).running).toBe(false);
      expect(await s3.keys(bucket.bucket)).toEqual([]);
    } finally {
      await app.close();
    }
  });

  describe('npm run backup / npm run restore with s3:// addresses', () => {
    const source = join(tempDir(), 'origem');
    let bucket: S3Settings;
    let url: string;
    const env = (dataDir: string, extra: Record<string, string> = {}) => ({
      DATA_DIR: dataDir,
      BACKUP_S3_BUCKET: bucket.bucket,
      BACKUP_S3_ENDPOINT: s3.endpoint,
      BACKUP_S3_ACCESS_KEY_ID: 'S3RVER',
      BACKUP_S3_SECRET_ACCESS_KEY: 'S3RVER',
      ...extra,
    });

    beforeAll(async () => {
      bucket = await s3.newBucket();
      await filledDataDir(source);
      const ran = await command('backup', [], env(source));
      expect(ran.code, ran.err).toBe(0);
      const keys = await s3.keys(bucket.bucket);
      expect(keys).toEqual([expect.stringMatching(ARCHIVE)]);
      url = `s3://${bucket.bucket}/${keys[0]}`;
      expect(ran.err).toContain(`Enviada para ${url}; a cópia local foi removida.`);
      expect(ran.err).toContain(`Para restaurar: npm run restore -- ${url}`);
      expect(readdirSync(join(source, 'backups')).filter((n) => n.endsWith('.tar'))).toEqual([]);
    }, 120_000);

    it('restores from the bucket into a fresh DATA_DIR: the records, the uploaded files and the restore\'s own record', async () => {
      const target = join(tempDir(), 'destino');
      const ran = await command('restore', [url], env(target));
      expect(ran.code, ran.err).toBe(0);
      expect(ran.err).toContain('tabelas e 2 arquivos, como no manifesto.');
      expect((await rowsIn<{ name: string }>(target, 'SELECT name FROM categories ORDER BY name')).map((r) => r.name)).toEqual(['Aeroporto', 'Rodoviário', 'Urbano']);
      const files = await rowsIn<{ url: string }>(target, 'SELECT "imageUrl" AS url FROM banners');
      expect(files).toHaveLength(2);
      for (const f of files) expect(existsSync(join(target, 'uploads', f.url.slice('/uploads/'.length)))).toBe(true);
      expect(await rowsIn(target, 'SELECT reason, location FROM painel_backups')).toEqual([{ reason: 'restauração', location: url }]);
    });

    it('--verify s3://… downloads and verifies', async () => {
      const ran = await command('backup', ['--verify', url], env(join(tempDir(), 'nada')));
      expect(ran.code, ran.err).toBe(0);
      expect(ran.err).toContain(`Cópia verificada: ${url}`);
    });

    it('a key the bucket does not have: a Portuguese message, exit 1, nothing written', async () => {
      const target = join(tempDir(), 'vazio');
      const missing = `s3://${bucket.bucket}/painel-backups/painel-2020-01-01T00-00-00-000Z.tar`;
      const ran = await command('restore', [missing], env(target));
      expect(ran.code).toBe(1);
      expect(ran.err).toContain(`A cópia ${missing} não existe (o bucket ${bucket.bucket} não tem a chave painel-backups/painel-2020-01-01T00-00-00-000Z.tar).`);
      expect(existsSync(join(target, 'db'))).toBe(false);
      expect(existsSync(join(target, 'uploads'))).toBe(false);
    });

    it('--out FILE keeps it on this machine only', async () => {
      const out = join(tempDir(), 'aqui.tar');
      const ran = await command('backup', ['--out', out], env(source));
      expect(ran.code, ran.err).toBe(0);
      expect(existsSync(out)).toBe(true);
      expect(await s3.keys(bucket.bucket)).toEqual([url.slice(`s3://${bucket.bucket}/`.length)]);
    });
  });
});
