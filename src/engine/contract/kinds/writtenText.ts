import type { FieldKind } from './kind';
import { textual } from './textual.ts';

/** The characters of `text` that `keep` matches (a one-character pattern), in order. */
export const charsOf = (text: string, keep: RegExp) => [...text].filter((c) => keep.test(c)).join('');

/**
 * Characters in groups of `sizes`, each group after the first preceded by its separator, as far as the
 * characters go ("5299" in 3, 3, 3, 2 with ". . -" → "529.9"); characters past the last group are dropped.
 */
export function grouped(chars: string, sizes: number[], separators: string[]): string {
  let out = '';
  let at = 0;
  sizes.forEach((size, i) => {
    const part = chars.slice(at, at + size);
    if (part) out += (i ? separators[i - 1] : '') + part;
    at += size;
  });
  return out;
}

/**
 * The facets kinds with one written form share (CPF, CNPJ, phone): stored and worded in that form, sorted as
 * text, found by the search (no filter of their own), typed in a masked box. Their CSV cell is that text: its
 * punctuation keeps a spreadsheet from reading it as a number (and dropping a CPF's leading zero).
 */
export const writtenText: Omit<FieldKind, 'parse' | 'written'> = { ...textual, sort: 'text', filter: undefined, input: 'masked' };
