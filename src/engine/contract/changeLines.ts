// How a change is worded, on both edges: the history and the activity screens draw these lines, the activity's
// CSV writes them as text.
import type { ResourceDescriptor } from './descriptor.types';
import { fieldInfo, kinds, type FieldInfo, type Kind } from './kinds/index.ts';
import type { FieldChange, HistoryEntry } from './painelCalls';

/** A value of a change and its words as the form and the list say them ("R$ 2.466,26", "Sim", "31/12/2026"). */
export interface ChangeValue {
  value: unknown;
  /** '' for no value; a reference's id (its record's title is read by the view). */
  text: string;
}

/** One field of a change, ready to be shown: its title, its kind, the values before and after. */
export interface ChangeLine {
  field: string;
  /** The field's title ("Preço (R$)"); its name when this client does not describe the resource. */
  label: string;
  kind: Kind;
  /** A secret or a redacted field: only that it changed ("Senha alterada"), never a value. */
  hidden?: string;
  before?: ChangeValue;
  after?: ChangeValue;
  /** A reference's resource (its values are that resource's records). */
  target?: string;
}

// A field's grammatical gender is not in its descriptor: a title ending in "a" is feminine ("Senha", "Chave"),
// any other masculine ("Token") — right for the titles Portuguese gives secrets.
const changedWord = (title: string) => `${title} alterad${/a$/i.test(title.trim()) ? 'a' : 'o'}`;

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/**
 * An HTML document as the words a person reads in it (a job's page changed: its text, not its tags). Read as a
 * string, never parsed into a document: Chromium checks an `onerror=` against the page's policy even in an inert
 * document, and logs a violation for a job's HTML nobody runs.
 */
function plainText(html: string): string {
  return html
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
      if (name[0] !== '#') return ENTITIES[name.toLowerCase()] ?? whole;
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1));
      return Number.isFinite(code) && code > 0 && code < 0x110000 ? String.fromCodePoint(code) : whole;
    })
    .replace(/\s+/g, ' ')
    .trim();
}

function worded(value: unknown, info: FieldInfo | undefined): ChangeValue | undefined {
  if (value === undefined || value === null) return undefined;
  if (!info) return { value, text: typeof value === 'object' ? JSON.stringify(value) : String(value) };
  const words = kinds[info.kind].format(value, info);
  const text = info.kind === 'html' ? plainText(words) : words;
  // An empty text is no value ("vazio"), as a form shows it.
  return text ? { value, text } : undefined;
}

/** The fields a change touched, each with its title, kind and worded values, in the order the server lists them. */
function changeLines(d: ResourceDescriptor | undefined, changes: FieldChange[]): ChangeLine[] {
  return changes.map((c) => {
    const info = d ? fieldInfo(d, c.field) : undefined;
    const label = info?.schema.title ?? c.field;
    const kind: Kind = info?.kind ?? 'text';
    if (c.hidden || kind === 'secret') return { field: c.field, label, kind, hidden: changedWord(label) };
    return { field: c.field, label, kind, before: worded(c.before, info), after: worded(c.after, info), ...(info?.target ? { target: info.target } : {}) };
  });
}

/**
 * What an entry shows of its fields: what a create or a restore wrote, and each field an update changed; a
 * delete or a purge shows none (what the record held is its previous version).
 */
export function shownChanges(d: ResourceDescriptor | undefined, entry: HistoryEntry): ChangeLine[] {
  if (entry.operation === 'delete' || entry.operation === 'purge') return [];
  return changeLines(d, entry.changes);
}

/** Past this, a value is cut (a description, a page's HTML): the screen shows the whole of it in a tooltip. */
export const LONG_TEXT = 160;

/** A value's words, a long text cut short. */
export const shortText = (text: string) => (text.length > LONG_TEXT ? `${text.slice(0, LONG_TEXT).trimEnd()}…` : text);

/**
 * A line as text, as the screen shows it: "Nome: Eventos → Eventos 2026", "Preço (R$): R$ 2.466,26" (what a
 * create wrote), "Descrição: Iluminado → vazio", "Senha alterada"; a reference by its record's title (its id
 * when unknown), a file by its address.
 */
export function changeText(
  line: ChangeLine,
  { referenceTitle, fileAddress = String }: { referenceTitle?: (target: string, id: string) => string | undefined; fileAddress?: (path: unknown) => string } = {},
): string {
  if (line.hidden) return line.hidden;
  const word = (v: ChangeValue) => {
    if (line.target && typeof v.value === 'string') return referenceTitle?.(line.target, v.value) ?? v.value;
    if (line.kind === 'file' || line.kind === 'image') return fileAddress(v.value);
    return shortText(v.text);
  };
  return `${line.label}: ${line.before ? `${word(line.before)} → ` : ''}${line.after ? word(line.after) : 'vazio'}`;
}
