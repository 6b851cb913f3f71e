// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../src/server/config';
import { openUploadStore } from '../../src/server/uploads';
import { afterRetention, client, makeApp, png, PNG_BYTES, signIn, tempDir } from './helpers';
import { startS3, type S3Server } from './support/s3';

let s3: S3Server;
beforeAll(async () => {
  s3 = await startS3();
});
afterAll(() => s3.stop());

describe('uploads in an S3-compatible bucket', () => {
  it('the object keeps its content type and a long cache life; served through the server with nosniff; gone once its record leaves the trash', async () => {
    const settings = await s3.newBucket();
    const app = await makeApp({ uploads: await openUploadStore({ s3: settings }, tempDir()) });
    const api = client(app, await signIn(app));
    const { id, imageUrl } = (await api.form('POST', '/api/banners', { title: 'Verão', file: png() })).json();
    const key = imageUrl.replace('/uploads/', '');
    expect(await s3.keys(settings.bucket)).toEqual([key]);
    expect(await s3.head(settings.bucket, key)).toEqual({ contentType: 'image/png', cacheControl: 'public, max-age=31536000, immutable' });

    const served = await app.inject({ method: 'GET', url: imageUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload.equals(PNG_BYTES)).toBe(true);

    expect((await api.delete(`/api/banners/${id}`)).statusCode).toBe(204);
    expect(await s3.keys(settings.bucket)).toEqual([key]);
    await afterRetention(app);
    expect(await s3.keys(settings.bucket)).toEqual([]);
    await app.close();
  });

  it('with UPLOADS_PUBLIC_URL, GET /uploads/<name> redirects there (302); a name we never make is still 404', async () => {
    const settings = await s3.newBucket();
    const publicUrl = `${settings.endpoint}/${settings.bucket}`;
    const app = await makeApp({ uploads: await openUploadStore({ s3: settings, publicUrl }, tempDir()) });
    const api = client(app, await signIn(app));
    const { imageUrl } = (await api.form('POST', '/api/banners', { title: 'Verão', file: png() })).json();
    const res = await app.inject({ method: 'GET', url: imageUrl });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(`${publicUrl}/${imageUrl.replace('/uploads/', '')}`);
    // The bucket itself answers the bytes with the type stored at upload.
    const direct = await fetch(res.headers.location as string);
    expect(direct.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await direct.arrayBuffer()).equals(PNG_BYTES)).toBe(true);
    const unknown = await app.inject({ method: 'GET', url: '/uploads/..%2Fsecret' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Arquivo não encontrado.' });
    await app.close();
  });
});

describe('S3_* and UPLOADS_PUBLIC_URL settings', () => {
  it('S3_BUCKET turns the bucket on, path-style when an endpoint is given; the AWS names are read too', () => {
    expect(readConfig({ S3_BUCKET: 'painel', S3_ENDPOINT: 'http://minio:9000', S3_ACCESS_KEY_ID: 'chave', S3_SECRET_ACCESS_KEY: 'segredo' }).s3).toEqual({
      bucket: 'painel', endpoint: 'http://minio:9000', region: 'us-east-1', credentials: { accessKeyId: 'chave', secretAccessKey: 'segredo' }, forcePathStyle: true,
    });
    expect(readConfig({ S3_BUCKET: 'painel', S3_REGION: 'sa-east-1', AWS_ACCESS_KEY_ID: 'a', AWS_SECRET_ACCESS_KEY: 'b', S3_FORCE_PATH_STYLE: 'false' }).s3).toEqual({
      bucket: 'painel', endpoint: undefined, region: 'sa-east-1', credentials: { accessKeyId: 'a', secretAccessKey: 'b' }, forcePathStyle: false,
    });
    expect(readConfig({}).s3).toBeUndefined();
    expect(readConfig({ UPLOADS_PUBLIC_URL: 'https://cdn.exemplo.com.br/painel/' }).uploadsPublicUrl).toBe('https://cdn.exemplo.com.br/painel');
  });

  it.each([
    [{ S3_ENDPOINT: 'http://minio:9000' }, 'S3_ENDPOINT sem S3_BUCKET: informe o bucket onde guardar os arquivos enviados.'],
    [{ S3_BUCKET: 'painel', S3_ACCESS_KEY_ID: 'chave' }, 'Informe a chave de acesso do S3 completa: S3_ACCESS_KEY_ID e S3_SECRET_ACCESS_KEY (ou AWS_ACCESS_KEY_ID e AWS_SECRET_ACCESS_KEY).'],
    [{ S3_BUCKET: 'painel', S3_ENDPOINT: 'minio:9000' }, 'S3_ENDPOINT deve ser uma URL começando com http:// ou https:// (recebido: minio:9000).'],
    [{ UPLOADS_PUBLIC_URL: 'cdn.exemplo.com.br' }, 'UPLOADS_PUBLIC_URL deve ser uma URL começando com http:// ou https:// (recebido: cdn.exemplo.com.br).'],
  ])('refuses %o with a Portuguese reason', (env, message) => {
    expect(() => readConfig(env)).toThrow(message);
  });
});
