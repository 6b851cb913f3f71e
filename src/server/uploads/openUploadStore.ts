import { join } from 'node:path';
import { FolderStore } from './folderStore';
import type { S3Client } from '@aws-sdk/client-s3';
import type { S3Connection, S3Settings } from './s3Store';
import { UploadStore } from './uploadStore';

/** Where uploads go, as configured: S3 when a bucket is named, else DATA_DIR/uploads. */
interface UploadsConfig {
  s3?: S3Settings;
  /** UPLOADS_PUBLIC_URL, without a trailing slash. */
  publicUrl?: string;
}

export async function openUploadStore(config: UploadsConfig, dataDir: string): Promise<UploadStore> {
  if (!config.s3) return new UploadStore(new FolderStore(join(dataDir, 'uploads')), config.publicUrl);
  // Loaded only when used: the SDK is most of a cold start's module loading.
  const { S3Store } = await import('./s3Store');
  return new UploadStore(new S3Store(config.s3), config.publicUrl);
}

/** A client of an S3-compatible service (the backups' bucket), the SDK loaded only then. */
export async function openS3Client(settings: S3Connection, options?: { streams?: boolean }): Promise<S3Client> {
  const { s3Client } = await import('./s3Store');
  return s3Client(settings, options);
}
