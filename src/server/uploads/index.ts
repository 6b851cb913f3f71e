export { acceptedType, rejectedMessage, sizeLabel, STORABLE } from './fileTypes';
export { UploadStore, UPLOADS_PREFIX, STORED_NAME } from './uploadStore';
export { serveUploads } from './serveUploads';
export { readBody, type IncomingBody, type IncomingFile, type BodyEncoding } from './readParts';
