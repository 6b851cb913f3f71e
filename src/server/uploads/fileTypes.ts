import { fileTypeFromBuffer } from 'file-type';

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

const matches = (pattern: string, mime: string) =>
  pattern.endsWith('/*') ? mime.startsWith(pattern.slice(0, -1)) : pattern.toLowerCase() === mime;

/** The stored extension when the bytes are of an accepted type; the name and the declared type are not trusted. */
export async function acceptedType(data: Buffer, accept: string[]): Promise<string | undefined> {
  if (!data.length) return undefined;
  const found = await fileTypeFromBuffer(data);
  if (!found || STORABLE[found.ext] !== found.mime) return undefined;
  return accept.some((p) => matches(p, found.mime)) ? found.ext : undefined;
}

const LABELS: Record<string, string> = { 'image/*': 'imagens', 'application/pdf': 'PDF' };
const orList = (items: string[]) => (items.length > 1 ? `${items.slice(0, -1).join(', ')} ou ${items.at(-1)}` : items[0]);

/** "O arquivo enviado não é uma imagem válida (aceitos: imagens)." — names what is accepted. */
export function rejectedMessage(accept: string[]): string {
  const what = orList(accept.map((a) => LABELS[a] ?? a));
  const onlyImages = accept.every((a) => a.startsWith('image/'));
  return onlyImages
    ? `O arquivo enviado não é uma imagem válida (aceitos: ${what}).`
    : `O arquivo enviado não é de um tipo aceito (aceitos: ${what}).`;
}

export function sizeLabel(bytes: number): string {
  const mb = bytes / (1024 * 1024);
  if (mb >= 1) return `${Number.isInteger(mb) ? mb : mb.toFixed(1).replace('.', ',')} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}
