import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { CreateBucketCommand, HeadObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import type { S3Settings } from '../../../src/server/uploads';

/** A real S3-compatible server (s3rver, files in a temporary folder) on a free loopback port. */
export interface S3Server {
  endpoint: string;
  /** A new empty bucket, with the settings that reach it (what S3_* would configure). */
  newBucket(): Promise<S3Settings>;
  /** The keys in a bucket, sorted. */
  keys(bucket: string): Promise<string[]>;
  /** An object's stored Content-Type and Cache-Control; undefined when absent. */
  head(bucket: string, key: string): Promise<{ contentType?: string; cacheControl?: string } | undefined>;
  /** Puts an object there (what someone else keeps in the same bucket). */
  put(bucket: string, key: string, body: string): Promise<void>;
  stop(): Promise<void>;
}

// s3rver accepts any signature made with these.
const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export async function startS3(): Promise<S3Server> {
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  const directory = mkdtempSync(join(tmpdir(), 'painel-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new S3Client({ endpoint, region: 'us-east-1', forcePathStyle: true, credentials: CREDENTIALS });
  return {
    endpoint,
    async newBucket() {
      const bucket = `painel-${randomBytes(6).toString('hex')}`;
      await client.send(new CreateBucketCommand({ Bucket: bucket }));
      return { bucket, endpoint, region: 'us-east-1', credentials: CREDENTIALS, forcePathStyle: true };
    },
    async keys(bucket) {
      const out = await client.send(new ListObjectsV2Command({ Bucket: bucket }));
      return (out.Contents ?? []).map((o) => o.Key!).sort();
    },
    async head(bucket, key) {
      try {
        const out = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
        return { contentType: out.ContentType, cacheControl: out.CacheControl };
      } catch (e) {
        if ((e as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404) return undefined;
        throw e;
      }
    },
    async put(bucket, key, body) {
      await client.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: body }));
    },
    async stop() {
      client.destroy();
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
