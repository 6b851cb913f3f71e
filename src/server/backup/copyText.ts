/**
 * COPY's text format, as PostgreSQL writes it: one line a row, fields split by tabs, `\N` for null, and a
 * backslash before the characters that would break a line or a field. Only what a dump needs from it here: how
 * many rows a part holds, and the key of its last row (where the next part starts).
 */
const NEWLINE = 0x0a;

/** Rows in a part: its newlines (a newline inside a value is written `\n`). */
export function countRows(data: Buffer): number {
  let n = 0;
  for (let at = data.indexOf(NEWLINE); at >= 0; at = data.indexOf(NEWLINE, at + 1)) n++;
  return n;
}

const ESCAPED: Record<string, string> = { b: '\b', f: '\f', n: '\n', r: '\r', t: '\t', v: '\v' };

/** One field's value as text (null for `\N`). */
export function unescapeField(field: string): string | null {
  if (field === '\\N') return null;
  return field.replace(/\\(?:([0-7]{1,3})|x([0-9a-fA-F]{1,2})|(.))/g, (_, octal?: string, hex?: string, char?: string) =>
    octal ? String.fromCharCode(parseInt(octal, 8)) : hex ? String.fromCharCode(parseInt(hex, 16)) : (ESCAPED[char!] ?? char!),
  );
}

/** The fields of a part's last row, as text. */
export function lastRow(data: Buffer): (string | null)[] {
  const end = data.length && data[data.length - 1] === NEWLINE ? data.length - 1 : data.length;
  const start = data.lastIndexOf(NEWLINE, end - 1) + 1;
  return data.toString('utf8', start, end).split('\t').map(unescapeField);
}
