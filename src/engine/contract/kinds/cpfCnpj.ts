import { ALPHANUMERIC, CNPJ_PATTERN, cnpjMask, readCnpj } from './cnpj.ts';
import { CPF_PATTERN, cpfMask, readCpf } from './cpf.ts';
import type { FieldKind } from './kind';
import { charsOf, writtenText } from './writtenText.ts';

const EITHER_INVALID = 'CPF ou CNPJ inválido: confira os dígitos.';

/** Up to 11 digits and nothing else is (on its way to) a CPF; a letter or a 12th character makes it a CNPJ. */
const cpfShaped = (chars: string) => chars.length <= 11 && /^\d*$/.test(chars);

/** A person's CPF or a company's CNPJ in one field ("CPF ou CNPJ"), told apart by length: 11 digits or 14 characters. */
export const cpfCnpj: FieldKind = {
  ...writtenText,
  parse: (text) => {
    const chars = charsOf(text, ALPHANUMERIC);
    if (/^\d{11}$/.test(chars)) return readCpf(text);
    if (chars.length === 14) return readCnpj(text);
    return text.trim() ? { message: EITHER_INVALID } : { empty: true };
  },
  written: {
    mask: (typed) => {
      const chars = charsOf(typed, ALPHANUMERIC);
      return cpfShaped(chars) ? cpfMask(chars) : cnpjMask(chars);
    },
    typed: ALPHANUMERIC,
    keyboard: 'text',
    fromNumber: (n) => String(n).padStart(String(n).length <= 11 ? 11 : 14, '0'),
    schema: {
      format: 'cpf-cnpj',
      pattern: `^(${CPF_PATTERN}|${CNPJ_PATTERN})$`,
      examples: ['529.982.247-25', '12.ABC.345/01DE-35'],
      accepts: 'Um CPF (11 dígitos) ou um CNPJ (14 caracteres); aceita também sem pontuação e com letras minúsculas.',
    },
  },
};
