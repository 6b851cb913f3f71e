import { useCallback, useMemo, useState } from 'react';
import { TIMESTAMP_FIELDS, isTimestamp, type Column, type ResourceDescriptor } from '../contract';

/** A list column: the descriptor's, or a timestamp every record carries. */
export interface ListColumn {
  field: string;
  label: string;
  column: Column;
}

export interface ColumnChooser {
  /** Every column the list can show, in order: the descriptor's, then Criado em and Atualizado em. */
  all: ListColumn[];
  /** The columns shown. */
  visible: ListColumn[];
  isVisible(field: string): boolean;
  /** Ticked by the user in the chooser (shown at every width, whatever the descriptor's hideBelow). */
  isChosen(field: string): boolean;
  toggle(field: string): void;
  /** Shows exactly these columns (a saved view's); fields the list does not offer are ignored. */
  show(fields: string[]): void;
}

const storageKey = (d: ResourceDescriptor) => `painel:columns:${d.name}`;

/** What the user chose earlier in this browser (field → shown); nothing when storage is off or holds junk. */
function remembered(d: ResourceDescriptor): Record<string, boolean> {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(storageKey(d)) ?? '{}');
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, boolean>) : {};
  } catch {
    return {};
  }
}

/**
 * Which columns a list shows, chosen by the user and remembered in the browser per list. The descriptor's
 * columns show until hidden; the timestamps are offered, hidden until chosen. At least one column stays.
 */
export function useColumnChooser(d: ResourceDescriptor): ColumnChooser {
  const all = useMemo<ListColumn[]>(
    () => [
      ...(d.list?.columns ?? []).map((c) => ({ field: c.field, label: c.label ?? d.schema.properties[c.field]?.title ?? c.field, column: c })),
      ...Object.entries(TIMESTAMP_FIELDS)
        .filter(([field]) => !d.list?.columns.some((c) => c.field === field))
        .map(([field, s]) => ({ field, label: s.title, column: { field } })),
    ],
    [d],
  );
  // Kept with the list it belongs to: the same screen may show another list next.
  const [kept, setKept] = useState(() => ({ name: d.name, choices: remembered(d) }));
  const choices = kept.name === d.name ? kept.choices : remembered(d);
  const isVisible = useCallback((field: string) => choices[field] ?? !isTimestamp(field), [choices]);
  const isChosen = useCallback((field: string) => choices[field] === true, [choices]);
  // One array while the choice stands: the table's rows are drawn again only when their columns change.
  const visible = useMemo(() => all.filter((c) => isVisible(c.field)), [all, isVisible]);

  const choose = (next: Record<string, boolean>) => {
    setKept({ name: d.name, choices: next });
    try {
      localStorage.setItem(storageKey(d), JSON.stringify(next));
    } catch {
      // Storage off (private mode): the choice lasts until the page closes.
    }
  };
  const toggle = (field: string) => {
    const shown = !isVisible(field);
    if (!shown && visible.length <= 1) return;
    choose({ ...choices, [field]: shown });
  };
  const show = (fields: string[]) => {
    if (!all.some((c) => fields.includes(c.field))) return;
    choose(Object.fromEntries(all.map((c) => [c.field, fields.includes(c.field)])));
  };

  return { all, visible, isVisible, isChosen, toggle, show };
}
