// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart, png, PNG_BYTES, tempDir } from './helpers';
import { pgAvailable, pgForTests, type PgForTests } from './support/pgDatabases';
import { startS3, type S3Server } from './support/s3';
import { startServer, type ServerProcess } from './support/serverProcess';

if (!pgAvailable) console.warn('multiInstance.test.ts skipped: no PAINEL_TEST_DATABASE_URL and no PostgreSQL binaries');

const ADMIN = { email: 'admin@painel.local', password: 'senha-das-duas-instancias' };

/**
 * Two server processes behind an imagined balancer: one PostgreSQL, one S3-compatible bucket, each with its
 * own DATA_DIR (as on two machines), no TOKEN_SECRET, started at the same moment on a fresh database.
 */
describe.skipIf(!pgAvailable)('two instances on one PostgreSQL and one bucket', () => {
  let pg: PgForTests;
  let s3: S3Server;
  let bucket: string;
  let a: ServerProcess;
  let b: ServerProcess;

  beforeAll(async () => {
    [pg, s3] = await Promise.all([pgForTests(), startS3()]);
    const settings = await s3.newBucket();
    bucket = settings.bucket;
    const env = () => ({
      DATABASE_URL: '',
      DATA_DIR: tempDir(),
      PG_POOL_MAX: '4',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      S3_BUCKET: settings.bucket,
      S3_ENDPOINT: settings.endpoint!,
      S3_ACCESS_KEY_ID: settings.credentials!.accessKeyId,
      S3_SECRET_ACCESS_KEY: settings.credentials!.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
    });
    const url = await pg.newDatabase();
    [a, b] = await Promise.all([startServer({ ...env(), DATABASE_URL: url, INSTANCE_ID: 'a' }), startServer({ ...env(), DATABASE_URL: url, INSTANCE_ID: 'b' })]);
  }, 120_000);
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await Promise.all([pg?.stop(), s3?.stop()]);
  });

  const signIn = (server: ServerProcess, password: string) =>
    fetch(`${server.url}/api/authentication`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: ADMIN.email, password }) });
  const tokenFrom = async (server: ServerProcess) => ((await (await signIn(server, ADMIN.password)).json()) as { token: string }).token;

  it('both started on the fresh database; one created the administrator', () => {
    const created = [a, b].filter((s) => s.stderr().includes('Administrador criado.'));
    expect(created).toHaveLength(1);
  });

  it('a token signed in on A works on B', async () => {
    const token = await tokenFrom(a);
    const res = await fetch(`${b.url}/api/session`, { headers: { authorization: `Bearer ${token}` } });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ data: { email: ADMIN.email } });
  });

  it('an upload through A is served through B; a delete through B keeps the object for the trash, a purge through B removes it', async () => {
    const token = await tokenFrom(a);
    const { body, contentType } = multipart({ title: 'Banner das duas instâncias', file: png() });
    const created = await fetch(`${a.url}/api/banners`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': contentType }, body: new Uint8Array(body) });
    expect(created.status).toBe(201);
    const { id, imageUrl } = (await created.json()) as { id: string; imageUrl: string };
    expect(await s3.keys(bucket)).toEqual([imageUrl.replace('/uploads/', '')]);

    const served = await fetch(b.url + imageUrl);
    expect([served.status, served.headers.get('content-type'), served.headers.get('x-content-type-options')]).toEqual([200, 'image/png', 'nosniff']);
    expect(Buffer.from(await served.arrayBuffer()).equals(PNG_BYTES)).toBe(true);

    const deleted = await fetch(`${b.url}/api/banners/${id}`, { method: 'DELETE', headers: { authorization: `Bearer ${token}` } });
    expect(deleted.status).toBe(204);
    expect(await s3.keys(bucket)).toEqual([imageUrl.replace('/uploads/', '')]);
    const purged = await fetch(`${b.url}/api/painel/trash/banners/${id}`, { method: 'DELETE', headers: { authorization: `Bearer ${token}` } });
    expect(purged.status).toBe(204);
    expect(await s3.keys(bucket)).toEqual([]);
    expect((await fetch(a.url + imageUrl)).status).toBe(404);
  });

  it('sign-in failures on A count on B: after 5 wrong passwords on A, the right one on B is 429', async () => {
    for (let i = 0; i < 5; i++) expect((await signIn(a, `senha-errada-${i}`)).status).toBe(401);
    const onB = await signIn(b, ADMIN.password);
    expect(onB.status).toBe(429);
    expect(await onB.json()).toEqual({ message: 'Muitas tentativas de entrada. Aguarde alguns minutos e tente de novo.' });
    expect(Number(onB.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
  });
});
