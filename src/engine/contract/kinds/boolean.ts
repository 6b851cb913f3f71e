import type { FieldInfo, FieldKind } from './kind';

const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').trim().toLowerCase();
const YES = ['sim', 's', 'true', '1', 'verdadeiro', 'x'];
const NO = ['nao', 'n', 'false', '0', 'falso'];

const word = (v: unknown, f: FieldInfo) => (v === true ? f.labels.true : v === false ? f.labels.false : '');

/** Yes or no, worded by the field ("Ativa" / "Inativa", "Publicado" / "Oculto"), read from those words too. */
export const boolean: FieldKind = {
  parse(t, f) {
    const w = fold(t);
    if (!w) return { empty: true };
    if (w === fold(f.labels.true) || YES.includes(w)) return { value: true };
    if (w === fold(f.labels.false) || NO.includes(w)) return { value: false };
    return { message: `Use ${f.labels.true} ou ${f.labels.false}.` };
  },
  format: word,
  align: 'left',
  sort: 'boolean',
  filter: 'boolean',
  // A missing flag is the field's default, as the toggle reads it.
  csv: (v, f) => word(v ?? f.schema.default, f),
  verbatim: false,
  input: 'choice',
  written: undefined,
};
