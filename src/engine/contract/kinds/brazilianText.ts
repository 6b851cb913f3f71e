/**
 * Reading what a Brazilian types (or a spreadsheet holds) into numbers and dates, and writing them back the
 * same way. Every field kind that takes a number or a date reads it here, so a form, a filter and an import
 * agree on what "1.234,56" and "31/12/2026" mean, and on what they refuse.
 */

/** What reading a text gave: a value, nothing (an empty text), or why it is not one (Portuguese). */
export type Parsed = { value: unknown } | { empty: true } | { message: string };

const NOT_A_NUMBER = 'Informe um número.';
const NOT_A_DATE = 'Informe uma data válida (dd/mm/aaaa).';

const grouped = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 10 });
const cents = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

interface NumberRules {
  /** Money: "1.234" is a thousand reais, and two decimals at most. */
  money?: boolean;
  /** Decimals allowed (money: 2). More are refused, never rounded away. */
  maxDecimals?: number;
}

/** How a number is typed in Brazil, for a message: money always with cents ("1.234,56"). */
export const brazilianNumber = (n: number, money = false) => (money ? cents : grouped).format(n);

/** "1,234.56" read the US way, to say it back the Brazilian way. */
function usReading(t: string): number | undefined {
  if (!/^-?\d{1,3}(,\d{3})*(\.\d+)?$/.test(t) && !/^-?\d+\.\d+$/.test(t)) return undefined;
  const n = Number(t.replace(/,/g, ''));
  return Number.isFinite(n) ? n : undefined;
}

/**
 * "1.234,56", "1234,56", "R$ 1.234,56" → 1234.56. With a comma, dots group thousands. Without one, a dot
 * followed by groups of exactly three digits groups thousands in money ("1.234" is a thousand reais) or when
 * there are several ("1.234.567"); otherwise it is the decimal point, as in a coordinate pasted from a map
 * ("-23.5505"). Refused with a message that shows the Brazilian form, never guessed: the US form
 * ("1,234.56": comma before the dot, or commas grouping) and more decimals than the field keeps ("0,001" in
 * reais). Nothing is rounded or cut.
 */
export function readNumber(text: string, { money = false, maxDecimals = money ? 2 : 10 }: NumberRules = {}): Parsed {
  const t = text.trim().replace(/[\s\u00a0]/g, '').replace(/^R\$/i, '').replace(/\u2212/g, '-').replace(/^\+/, '');
  if (t === '') return { empty: true };
  const comma = t.lastIndexOf(',');
  const dot = t.lastIndexOf('.');
  const decimalWord = money ? 'os centavos' : 'as casas decimais';
  // "1,234.56" or "1,234,567": the US form. Say what they meant, the Brazilian way.
  if ((comma >= 0 && dot > comma) || (comma >= 0 && t.indexOf(',') !== comma)) {
    const us = usReading(t);
    return { message: us === undefined ? NOT_A_NUMBER : `Use vírgula para ${decimalWord}: ${brazilianNumber(us, money)}.` };
  }
  let plain: string;
  if (comma >= 0) {
    if (!/^-?(\d{1,3}(\.\d{3})+|\d*),\d*$/.test(t)) return { message: NOT_A_NUMBER };
    plain = t.replace(/\./g, '').replace(',', '.');
  } else if (/^-?\d{1,3}(\.\d{3}){2,}$/.test(t) || (money && /^-?\d{1,3}\.\d{3}$/.test(t))) {
    plain = t.replace(/\./g, '');
  } else if (/^-?\d*\.?\d*$/.test(t)) {
    plain = t;
  } else return { message: NOT_A_NUMBER };
  if (!/\d/.test(plain)) return { message: NOT_A_NUMBER };
  const [whole, fraction = ''] = plain.replace('-', '').split('.');
  if (whole.replace(/^0+/, '').length + fraction.length > 15) return { message: 'Número longo demais: use no máximo 15 algarismos.' };
  const n = Number(plain.endsWith('.') ? plain.slice(0, -1) : plain);
  if (!Number.isFinite(n)) return { message: NOT_A_NUMBER };
  if (fraction.length > maxDecimals) {
    if (money) return { message: 'Centavos têm no máximo 2 casas decimais, como em 1.234,56.' };
    return { message: maxDecimals ? `Use no máximo ${maxDecimals} casas decimais.` : 'Use um número inteiro.' };
  }
  return { value: n };
}

/** What a date field shows while typing: digits only, slashes put in as they come ("3112" → "31/12"). */
export function maskDate(text: string): string {
  const digits = text.replace(/\D/g, '').slice(0, 8);
  return [digits.slice(0, 2), digits.slice(2, 4), digits.slice(4)].filter(Boolean).join('/');
}

/** A real calendar day as ISO, or undefined ("31/02/2026" is not one). */
function isoDay(y: string, m: string, d: string): string | undefined {
  const day = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d)));
  const real = day.getUTCFullYear() === Number(y) && day.getUTCMonth() === Number(m) - 1 && day.getUTCDate() === Number(d);
  return real ? `${y}-${m}-${d}` : undefined;
}

/** "31/12/2026" (or ISO "2026-12-31", as pasted; "1/2/2026" as spreadsheets write it) → "2026-12-31". */
export function readDate(text: string): Parsed {
  const t = text.trim();
  if (!t) return { empty: true };
  const br = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(t);
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(t);
  const parts = br ? [br[3], br[2].padStart(2, '0'), br[1].padStart(2, '0')] : iso ? [iso[1], iso[2], iso[3]] : undefined;
  const value = parts && isoDay(parts[0], parts[1], parts[2]);
  return value ? { value } : { message: NOT_A_DATE };
}

/** "2026-12-31" (or an instant's day) → "31/12/2026"; any other text as it is. */
export function brazilianDate(value: unknown): string {
  const m = typeof value === 'string' ? /^(\d{4})-(\d{2})-(\d{2})/.exec(value) : null;
  return m ? `${m[3]}/${m[2]}/${m[1]}` : typeof value === 'string' ? value : '';
}
