import { fileTypeFromBuffer } from 'file-type';
import { acceptsMime } from '../../engine/contract';

// The messages are shared with the browser, which checks first.
export { rejectedMessage } from '../../engine/contract';

/**
 * The only types stored and served: raster images and PDF. SVG is an image too, but it can carry script,
 * so `image/*` means these raster formats.
 */
export const STORABLE: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  avif: 'image/avif',
  pdf: 'application/pdf',
};

/** The stored extension when the bytes are of an accepted type; the name and the declared type are not trusted. */
export async function acceptedType(data: Buffer, accept: string[]): Promise<string | undefined> {
  if (!data.length) return undefined;
  const found = await fileTypeFromBuffer(data);
  if (!found || STORABLE[found.ext] !== found.mime) return undefined;
  return acceptsMime(accept, found.mime) ? found.ext : undefined;
}

