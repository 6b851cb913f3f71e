export { acceptedType, rejectedMessage } from './fileTypes';
export { UploadStore, UPLOADS_BASE } from './uploadStore';
export { FolderStore } from './folderStore';
export type { S3Connection, S3Settings } from './s3Store';
export { openS3Client, openUploadStore } from './openUploadStore';
export { serveUploads } from './serveUploads';
export { readBody, type IncomingBody, type IncomingFile } from './readParts';
