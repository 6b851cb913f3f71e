import type { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import type { ObjectStore, StoredObject } from './objectStore';
import { IMMUTABLE } from './uploadStore';

/** S3_* settings: any S3-compatible service (AWS S3, MinIO, Garage, R2…). */
export interface S3Settings {
  bucket: string;
  /** Absent: AWS S3 itself. */
  endpoint?: string;
  region: string;
  /** Absent: the SDK's own chain (AWS_ACCESS_KEY_ID…, a role). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** bucket in the path (http://host/bucket/key), as most self-hosted services need. */
  forcePathStyle: boolean;
}

/** A bucket's address and account, without the bucket: one client reaches any bucket of the account. */
export type S3Connection = Omit<S3Settings, 'bucket'>;

/**
 * `streams`: bodies are streamed from disk. The SDK would then send them aws-chunked with a trailing checksum,
 * which some S3-compatible services store as is (the chunk headers inside the object); a plain body of a
 * declared length is what all of them take.
 */
export function s3Client(settings: S3Connection, { streams = false } = {}): S3Client {
  // The SDK warns on every start that its releases after January 2027 will need Node 22; this one runs on 20.
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  return new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials: settings.credentials,
    ...(streams ? { requestChecksumCalculation: 'WHEN_REQUIRED' as const } : {}),
  });
}

const missing = (e: unknown) => e instanceof S3ServiceException && (e.name === 'NoSuchKey' || e.name === 'NotFound' || e.$metadata.httpStatusCode === 404);

/** Uploads in a bucket every instance shares: an upload through one instance is served by any other. */
export class S3Store implements ObjectStore {
  private readonly client: S3Client;

  constructor(private readonly settings: S3Settings) {
    this.client = s3Client(settings);
  }

  async put(name: string, data: Buffer, contentType: string): Promise<void> {
    // The type travels with the object, so a bucket served directly (UPLOADS_PUBLIC_URL) answers it too.
    await this.client.send(new PutObjectCommand({ Bucket: this.settings.bucket, Key: name, Body: data, ContentType: contentType, CacheControl: IMMUTABLE }));
  }

  async get(name: string): Promise<StoredObject | undefined> {
    try {
      const out = await this.client.send(new GetObjectCommand({ Bucket: this.settings.bucket, Key: name }));
      return { body: out.Body as Readable, size: out.ContentLength };
    } catch (e) {
      if (missing(e)) return undefined;
      throw e;
    }
  }

  async delete(name: string): Promise<void> {
    // S3 answers a delete of a missing key with success.
    await this.client.send(new DeleteObjectCommand({ Bucket: this.settings.bucket, Key: name }));
  }

  async *list(): AsyncIterable<string> {
    let ContinuationToken: string | undefined;
    do {
      const page = await this.client.send(new ListObjectsV2Command({ Bucket: this.settings.bucket, ContinuationToken }));
      for (const o of page.Contents ?? []) if (o.Key) yield o.Key;
      ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (ContinuationToken);
  }

  async close(): Promise<void> {
    this.client.destroy();
  }
}
