/**
 * Parsing what a Brazilian types into number and date fields. Pure functions: the widgets call them, the
 * tests can too.
 */

/**
 * "1.234,56", "1234,56", "1 234,56" → 1234.56. With a comma, dots are thousands separators. Without one, a dot
 * followed by groups of exactly three digits is a thousands separator when `grouping` says so (money: "1.234"
 * is a thousand reais) or when there are several ("1.234.567"); otherwise it is the decimal point, as in a
 * coordinate pasted from a map ("-23.5505"). Undefined when the text is not a number.
 */
export function parseDecimal(text: string, grouping = false): number | undefined {
  let t = text.trim().replace(/[\s\u00a0]/g, '').replace(/^R\$/i, '').replace(/^\+/, '');
  if (t === '') return undefined;
  if (t.includes(',')) {
    if (!/^-?\d{1,3}(\.\d{3})*(,\d*)?$/.test(t) && !/^-?\d*(,\d*)?$/.test(t)) return undefined;
    t = t.replace(/\./g, '').replace(',', '.');
  } else if (/^-?\d{1,3}(\.\d{3}){2,}$/.test(t) || (grouping && /^-?\d{1,3}\.\d{3}$/.test(t))) {
    t = t.replace(/\./g, '');
  } else if (!/^-?\d*\.?\d*$/.test(t)) return undefined;
  if (!/\d/.test(t)) return undefined;
  const n = Number(t);
  return Number.isFinite(n) ? n : undefined;
}

const plain = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 10 });
const money = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** 1234.56 → "1.234,56" (money always with two decimals); -23.5505 → "-23,5505". */
export const formatDecimal = (value: number, isMoney = false) => (isMoney ? money : plain).format(value);

/** What a date field shows while typing: digits only, slashes put in as they come ("3112" → "31/12"). */
export function maskDate(text: string): string {
  const digits = text.replace(/\D/g, '').slice(0, 8);
  return [digits.slice(0, 2), digits.slice(2, 4), digits.slice(4)].filter(Boolean).join('/');
}

/** "31/12/2026" (or ISO "2026-12-31", as pasted) → "2026-12-31"; undefined unless a real calendar day. */
export function parseDate(text: string): string | undefined {
  const t = text.trim();
  const br = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(t);
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(t);
  const [y, m, d] = br ? [br[3], br[2], br[1]] : iso ? [iso[1], iso[2], iso[3]] : [];
  if (!y) return undefined;
  const day = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d)));
  const valid = day.getUTCFullYear() === Number(y) && day.getUTCMonth() === Number(m) - 1 && day.getUTCDate() === Number(d);
  return valid ? `${y}-${m}-${d}` : undefined;
}

/** "2026-12-31" → "31/12/2026". */
export function isoToBrazilian(value: unknown): string {
  const m = typeof value === 'string' ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(value) : null;
  return m ? `${m[3]}/${m[2]}/${m[1]}` : typeof value === 'string' ? value : '';
}
