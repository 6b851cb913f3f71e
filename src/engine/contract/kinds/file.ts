import type { FieldKind } from './kind';
import { absolute } from './url.ts';

/** What a person calls a stored file, from its extension: "PDF", "Imagem". */
function fileWord(url: unknown): string {
  if (typeof url !== 'string' || !url) return '';
  const ext = /\.([a-z0-9]+)(?:[?#].*)?$/i.exec(url)?.[1]?.toLowerCase();
  if (!ext) return 'Arquivo';
  if (ext === 'pdf') return 'PDF';
  return ['png', 'jpg', 'jpeg', 'gif', 'webp', 'avif', 'svg'].includes(ext) ? 'Imagem' : ext.toUpperCase();
}

/** An uploaded file (a post's image or PDF): sent as a part, named by its kind, exported as a full link. */
export const file: FieldKind = {
  parse: (t) => (t.trim() ? { value: t.trim() } : { empty: true }),
  format: fileWord,
  align: 'left',
  sort: undefined,
  filter: undefined,
  csv: (v, _f, { origin }) => absolute(v, origin),
  verbatim: false,
  input: 'file',
  written: undefined,
};
