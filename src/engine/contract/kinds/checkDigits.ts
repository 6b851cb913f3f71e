/**
 * A mod 11 check digit as the Receita Federal computes it: each character's value (its ASCII code minus 48, so
 * "0"–"9" are 0–9 and, in the alphanumeric CNPJ of IN RFB 2.229/2024, "A" is 17 … "Z" is 42) times a weight from
 * 2 upwards counted from the right, summed; the digit is 0 when the sum's remainder by 11 is below 2, else 11
 * minus it. A CNPJ's weights go back to 2 after 9 (`cycle` 8); a CPF's never do.
 */
function checkDigit(chars: string, cycle: number): string {
  let sum = 0;
  for (let i = 0; i < chars.length; i += 1) sum += (chars.charCodeAt(chars.length - 1 - i) - 48) * (2 + (i % cycle));
  const r = sum % 11;
  return String(r < 2 ? 0 : 11 - r);
}

/** `body` followed by its two check digits (the second one counts the first). */
function withCheckDigits(body: string, cycle: number): string {
  const first = body + checkDigit(body, cycle);
  return first + checkDigit(first, cycle);
}

/** 11 digits ending in their check digits; all the same digit (111.111.111-11) passes the sum but is no CPF. */
export const isCpf = (digits: string) => /^\d{11}$/.test(digits) && !/^(\d)\1{10}$/.test(digits) && withCheckDigits(digits.slice(0, 9), Infinity) === digits;

/** 12 digits or capital letters, then their 2 check digits (digits only); all the same character is no CNPJ. */
export const isCnpj = (chars: string) => /^[0-9A-Z]{12}\d{2}$/.test(chars) && !/^(.)\1{13}$/.test(chars) && withCheckDigits(chars.slice(0, 12), 8) === chars;
