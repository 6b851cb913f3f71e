import type { FieldKindName, FieldSchema } from '../descriptor.types';
import type { Parsed } from './brazilianText';

export type Kind = FieldKindName;

/** How a field's values order a list (the server's sort key follows it), when they can. */
export type SortKind = 'text' | 'number' | 'boolean' | 'date' | 'date-time';
/**
 * How a list filters by a field: equality (yes/no, an enum, a reference) or a range (numbers, dates); or, on a
 * resource another one occupies by period (`availability`), whether a period is free or busy. `text`: one value,
 * the same whatever its case and accents (a city); only for a text field `list.filters` names.
 */
export type FilterKind = 'boolean' | 'enum' | 'reference' | 'number' | 'date' | 'date-time' | 'free' | 'busy' | 'text';

/** Which ways of filtering take a range (two parameters, `field.gte` and `field.lte`), which one value: a new way must say. */
const RANGE_FILTERS: Record<FilterKind, boolean> = { boolean: false, enum: false, reference: false, number: true, date: true, 'date-time': true, free: false, busy: false, text: false };
export const isRangeFilter = (kind: FilterKind): boolean => RANGE_FILTERS[kind];
/** A period filter: one parameter holding two days, `AAAA-MM-DD/AAAA-MM-DD` (ISO 8601's interval). */
export const isPeriodFilter = (kind: FilterKind): kind is 'free' | 'busy' => kind === 'free' || kind === 'busy';

/** What a kind needs to know about one field, read once from its descriptor (fieldInfo). */
export interface FieldInfo {
  name: string;
  schema: FieldSchema;
  kind: Kind;
  /** Words for yes and no ("Ativa" / "Inativa"): the list column's, else "Sim" / "Não". */
  labels: { true: string; false: string };
  /** A reference's resource. */
  target?: string;
  /** A field of named choices: each value of its `enum` with the name its form shows (`ui:enumNames`). */
  choices?: { value: unknown; label: string }[];
}

/** What a CSV cell may need besides the value: where links point from, a referenced record's title. */
export interface CsvContext {
  /** The server's own address ("https://painel.exemplo.com.br"): stored file paths become absolute links. */
  origin: string;
  /** The title of the record a reference points at. */
  title?: unknown;
}

/**
 * A value with one written form whatever way it is typed (a CPF, a CNPJ, a phone number): the form masks it as it
 * is typed, the server stores that form from any other (digits only, lower-case letters, +55), the search finds it
 * with or without its punctuation, and the API document states it.
 */
export interface WrittenForm {
  /** What the box shows as characters come, punctuation put in ("5299" → "529.9"); extra characters dropped. */
  mask(typed: string): string;
  /** The characters a person types (the mask puts the rest in): the caret stays after as many of them. */
  typed: RegExp;
  /** The phone's keyboard for it. */
  keyboard: 'numeric' | 'tel' | 'text';
  /** A spreadsheet's number cell (which lost its leading zeros) as the text it was. */
  fromNumber(n: number): string;
  /** What the API document says of the stored form: a format name, its pattern, an example, what else is accepted. */
  schema: { format: string; pattern: string; examples: string[]; accepts: string };
}

/**
 * Everything Painel decides by the kind of a field, in one object per kind (one file each, registered in
 * index.ts): how Brazilian text is read into a value, how a value is worded, aligned, sorted, filtered and
 * exported, whether spaces are kept, which control types it and the one form it is written in. Forms, list cells, filter inputs and chips,
 * record pages, titles, the CSV export, the server's list SQL and its validation all read it; the type makes a
 * new kind say every facet.
 */
export interface FieldKind {
  /** Brazilian text (a form, a filter, a spreadsheet cell) → the value the API keeps. */
  parse(text: string, f: FieldInfo): Parsed;
  /** A value as a person reads it; '' for none. A reference is its record's title, found by the caller. */
  format(value: unknown, f: FieldInfo): string;
  /** Numbers line up on their last digit, like a spreadsheet. */
  align: 'left' | 'right';
  /** How a list sorts by it; undefined: it does not (an opaque id, a file, a secret). */
  sort: SortKind | undefined;
  /** How a list filters by it; undefined: free text, which the search (q) finds. */
  filter: FilterKind | undefined;
  /** A CSV cell as a Brazilian spreadsheet reads it: numbers as numbers ("3288,68"), dates as dates, links absolute. */
  csv(value: unknown, f: FieldInfo, ctx: CsvContext): string;
  /** Stored as typed, spaces at the edges kept (HTML, secrets); every other text is trimmed. */
  verbatim: boolean;
  /** The control a form or a filter types it in. */
  input: 'text' | 'decimal' | 'date' | 'choice' | 'reference' | 'file' | 'secret' | 'html' | 'masked' | 'none';
  /** Its one written form, when it has one (input 'masked'). */
  written: WrittenForm | undefined;
}
