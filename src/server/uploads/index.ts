export { acceptedType, rejectedMessage } from './fileTypes';
export { UploadStore, UPLOADS_BASE } from './uploadStore';
export { FolderStore } from './folderStore';
export type { S3Settings } from './s3Store';
export { openUploadStore } from './openUploadStore';
export { serveUploads } from './serveUploads';
export { readBody, type IncomingBody, type IncomingFile } from './readParts';
