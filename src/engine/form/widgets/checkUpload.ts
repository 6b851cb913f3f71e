import { DEFAULT_UPLOAD_MAX_BYTES, SNIFF_BYTES, acceptsMime, rejectedMessage, sniffMime, tooLargeMessage } from '../../contract';

/**
 * Why the server would refuse this file, found before sending it: too big, or its first bytes are not of an
 * accepted type (a text file renamed .png). Undefined when it looks fine; the server still checks.
 */
export async function uploadProblem(file: File, accept: string[], maxBytes = DEFAULT_UPLOAD_MAX_BYTES): Promise<string | undefined> {
  if (file.size > maxBytes) return tooLargeMessage(maxBytes);
  const mime = sniffMime(new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer()));
  if (!mime || (accept.length && !acceptsMime(accept, mime))) return rejectedMessage(accept.length ? accept : ['image/*']);
  return undefined;
}

/** The `accept` ui:option ("image/*,application/pdf") as a list. */
export const acceptList = (accept: string | undefined) => (accept ? accept.split(',').map((a) => a.trim()).filter(Boolean) : []);
