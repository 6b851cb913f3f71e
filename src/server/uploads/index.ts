export { acceptedType, rejectedMessage } from './fileTypes';
export { UploadStore, UPLOADS_BASE } from './uploadStore';
export { serveUploads } from './serveUploads';
export { readBody, type IncomingBody, type IncomingFile } from './readParts';
