import type { Parsed } from './brazilianText';
import { isCpf } from './checkDigits.ts';
import type { FieldKind } from './kind';
import { charsOf, grouped, writtenText } from './writtenText.ts';

const CPF_INVALID = 'CPF inválido: confira os dígitos.';
const DIGIT = /\d/;
/** A CPF as people type it: digits, with or without its dots, dash and spaces. */
const CPF_TEXT = /^[\d\s.-]*$/;

/** "52998224725" → "529.982.247-25", as far as the digits go. */
export const cpfMask = (typed: string) => grouped(charsOf(typed, DIGIT).slice(0, 11), [3, 3, 3, 2], ['.', '.', '-']);

/** A CPF whose check digits match, in its written form; anything else is refused. */
export function readCpf(text: string): Parsed {
  const t = text.trim();
  if (!t) return { empty: true };
  const digits = charsOf(t, DIGIT);
  return CPF_TEXT.test(t) && isCpf(digits) ? { value: cpfMask(digits) } : { message: CPF_INVALID };
}

export const CPF_PATTERN = String.raw`\d{3}\.\d{3}\.\d{3}-\d{2}`;

/** A person's CPF: "529.982.247-25", typed with or without its punctuation. */
export const cpf: FieldKind = {
  ...writtenText,
  parse: readCpf,
  written: {
    mask: cpfMask,
    typed: DIGIT,
    keyboard: 'numeric',
    fromNumber: (n) => String(n).padStart(11, '0'),
    schema: { format: 'cpf', pattern: `^${CPF_PATTERN}$`, examples: ['529.982.247-25'], accepts: 'Aceita também só os dígitos.' },
  },
};
