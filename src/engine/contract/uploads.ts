// What both edges say about an uploaded file: the size limit, the types told apart by their first bytes,
// and the words used when one is refused. The server checks again; the browser checks first so nobody
// waits for 6 MB to upload only to hear it was too big.

/** The server's default upload limit (UPLOAD_MAX_BYTES overrides it there; the browser checks this one). */
export const DEFAULT_UPLOAD_MAX_BYTES = 5 * 1024 * 1024;

/** "5 MB", "1,5 MB", "300 KB". */
function sizeLabel(bytes: number): string {
  const mb = bytes / (1024 * 1024);
  if (mb >= 1) return `${Number.isInteger(mb) ? mb : mb.toFixed(1).replace('.', ',')} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

export const tooLargeMessage = (maxBytes: number) => `Arquivo muito grande (máximo ${sizeLabel(maxBytes)}).`;

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

/** Does an accepted pattern (`image/*` or an exact type) cover this MIME type? */
export const acceptsMime = (accept: string[], mime: string) =>
  accept.some((p) => (p.endsWith('/*') ? mime.startsWith(p.slice(0, -1)) : p.toLowerCase() === mime));

/** How many leading bytes `sniffMime` needs. */
export const SNIFF_BYTES = 16;

const ascii = (bytes: Uint8Array, at: number, text: string) => [...text].every((c, i) => bytes[at + i] === c.charCodeAt(0));

/**
 * The type of the stored formats (PNG, JPEG, GIF, WebP, AVIF, PDF) from their magic numbers, or undefined.
 * A browser-side first look: the server decides with the full file.
 */
export function sniffMime(bytes: Uint8Array): string | undefined {
  if (bytes[0] === 0x89 && ascii(bytes, 1, 'PNG\r\n\x1a\n')) return 'image/png';
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (ascii(bytes, 0, 'GIF87a') || ascii(bytes, 0, 'GIF89a')) return 'image/gif';
  if (ascii(bytes, 0, 'RIFF') && ascii(bytes, 8, 'WEBP')) return 'image/webp';
  if (ascii(bytes, 4, 'ftypavif') || ascii(bytes, 4, 'ftypavis')) return 'image/avif';
  if (ascii(bytes, 0, '%PDF-')) return 'application/pdf';
  return undefined;
}
