import type { Parsed } from './brazilianText';
import { isCnpj } from './checkDigits.ts';
import type { FieldKind } from './kind';
import { charsOf, grouped, writtenText } from './writtenText.ts';

const CNPJ_INVALID = 'CNPJ inválido: confira os dígitos.';
export const ALPHANUMERIC = /[0-9A-Za-z]/;
/** A CNPJ as people type it: digits and (from July 2026) letters, with or without its dots, slash, dash and spaces. */
const CNPJ_TEXT = /^[0-9A-Za-z\s./-]*$/;

/** "12abc34501de35" → "12.ABC.345/01DE-35", as far as the characters go. */
export const cnpjMask = (typed: string) => grouped(charsOf(typed, ALPHANUMERIC).toUpperCase().slice(0, 14), [2, 3, 3, 4, 2], ['.', '.', '/', '-']);

/** A CNPJ, numeric or alphanumeric, whose check digits match, in its written form (capitals); anything else is refused. */
export function readCnpj(text: string): Parsed {
  const t = text.trim();
  if (!t) return { empty: true };
  const chars = charsOf(t, ALPHANUMERIC).toUpperCase();
  return CNPJ_TEXT.test(t) && isCnpj(chars) ? { value: cnpjMask(chars) } : { message: CNPJ_INVALID };
}

export const CNPJ_PATTERN = String.raw`[0-9A-Z]{2}\.[0-9A-Z]{3}\.[0-9A-Z]{3}/[0-9A-Z]{4}-\d{2}`;

/**
 * A company's CNPJ: "11.222.333/0001-81", or alphanumeric as the Receita Federal issues them from July 2026
 * ("12.ABC.345/01DE-35": letters in the first twelve places, two numeric check digits). Letters typed in lower
 * case are stored in capitals.
 */
export const cnpj: FieldKind = {
  ...writtenText,
  parse: readCnpj,
  written: {
    mask: cnpjMask,
    typed: ALPHANUMERIC,
    // Letters, since 2026: the full keyboard.
    keyboard: 'text',
    fromNumber: (n) => String(n).padStart(14, '0'),
    schema: { format: 'cnpj', pattern: `^${CNPJ_PATTERN}$`, examples: ['11.222.333/0001-81', '12.ABC.345/01DE-35'], accepts: 'Aceita também sem pontuação e com letras minúsculas.' },
  },
};
