import type { Parsed } from './brazilianText';
import type { FieldKind } from './kind';
import { charsOf, grouped, writtenText } from './writtenText.ts';

const PHONE_INVALID = 'Telefone inválido: informe o DDD e o número.';
const DIGIT = /\d/;
/** A phone as people type it: digits, +55 in front, parentheses, dots, dashes and spaces. */
const PHONE_TEXT = /^\+?[\d\s().-]*$/;

/** The area codes (DDD) Anatel assigns: a typo such as (20) is refused, not stored. */
const DDD = new Set(
  '11 12 13 14 15 16 17 18 19 21 22 24 27 28 31 32 33 34 35 37 38 41 42 43 44 45 46 47 48 49 51 53 54 55 61 62 63 64 65 66 67 68 69 71 73 74 75 77 79 81 82 83 84 85 86 87 88 89 91 92 93 94 95 96 97 98 99'.split(' '),
);

/** The digits within Brazil: without the long-distance 0 (no DDD starts with 0), nor 55 in front of a whole number. */
const national = (digits: string) => {
  const d = digits.replace(/^0+/, '');
  return d.length > 11 && d.startsWith('55') ? d.slice(2) : d;
};

/** "(11) 98765-4321" (a mobile's nine digits) or "(11) 3456-7890", as far as the digits go. */
function local(digits: string): string {
  const d = digits.slice(0, 11);
  if (d.length <= 2) return d ? `(${d}` : '';
  const number = d.slice(2);
  return `(${d.slice(0, 2)}) ${grouped(number, [number.length > 8 ? 5 : 4, 4], ['-'])}`;
}

/** While typed: the Brazilian form; typed with "+", the country code stays in front ("+55 (11) 98765-4321"). */
function phoneMask(typed: string): string {
  const digits = charsOf(typed, DIGIT);
  if (!typed.trimStart().startsWith('+')) return local(national(digits));
  return `+${digits.slice(0, 2)}${digits.length > 2 ? ` ${local(digits.slice(2))}` : ''}`;
}

/**
 * A number with its DDD: a landline's 8 digits start with 2 to 5, a mobile's 9 with 9. +55 (or 55) in front and
 * a long-distance 0 are dropped; a number abroad, a toll-free 0800 (no DDD: no one's own line) and anything
 * else are refused.
 */
function readPhone(text: string): Parsed {
  const t = text.trim();
  if (!t) return { empty: true };
  let digits = charsOf(t, DIGIT);
  if (t.startsWith('+')) {
    if (!digits.startsWith('55')) return { message: PHONE_INVALID };
    digits = digits.slice(2);
  }
  const d = national(digits);
  const shaped = d.length === 11 ? d[2] === '9' : d.length === 10 && '2345'.includes(d[2]);
  return PHONE_TEXT.test(t) && shaped && DDD.has(d.slice(0, 2)) ? { value: local(d) } : { message: PHONE_INVALID };
}

/** A Brazilian phone number, landline or mobile: "(11) 3456-7890", "(11) 98765-4321". */
export const phone: FieldKind = {
  ...writtenText,
  parse: readPhone,
  written: {
    mask: phoneMask,
    // "+" too: typed first, it keeps the country code in front.
    typed: /[\d+]/,
    keyboard: 'tel',
    fromNumber: (n) => String(n),
    schema: {
      format: 'br-phone',
      pattern: String.raw`^\(\d{2}\) (9\d{4}|[2-5]\d{3})-\d{4}$`,
      examples: ['(11) 98765-4321', '(11) 3456-7890'],
      accepts: 'Aceita também só os dígitos, com ou sem +55.',
    },
  },
};
