import { useCallback, useMemo, useState } from 'react';

export interface RowSelection {
  /** Rows ticked one by one (by id), when not every matching record is chosen. */
  ids: ReadonlySet<string>;
  /** "Selecionar todos os N": every record the search and filters match, on any page. */
  allMatching: boolean;
  /** How many records an action would run on. */
  count: number;
  isSelected(id: string): boolean;
  toggle(id: string): void;
  /** Ticks (or unticks) every row of the page. */
  setPage(ids: string[], on: boolean): void;
  selectAllMatching(): void;
  clear(): void;
}

/**
 * Which rows a bulk action runs on. A new search or filter selects other records: the selection starts
 * over (`scope` says which set the rows come from). Paging keeps ticked rows.
 */
export function useRowSelection(scope: string, total: number): RowSelection {
  const [ids, setIds] = useState<ReadonlySet<string>>(new Set());
  const [allMatching, setAllMatching] = useState(false);
  const clear = useCallback(() => {
    // Nothing to let go, nothing drawn again.
    setIds((prev) => (prev.size ? new Set() : prev));
    setAllMatching(false);
  }, []);
  // During render, not in an effect: no frame ticks the old set's rows, and a list shown again after it was kept
  // hidden under a record (its effects run again) keeps what was ticked.
  const [seenScope, setSeenScope] = useState(scope);
  if (scope !== seenScope) {
    setSeenScope(scope);
    clear();
  }

  return useMemo(
    () => ({
      ids,
      allMatching,
      count: allMatching ? total : ids.size,
      isSelected: (id: string) => allMatching || ids.has(id),
      toggle: (id: string) => {
        setAllMatching(false);
        setIds((prev) => {
          const next = new Set(prev);
          if (next.has(id)) next.delete(id);
          else next.add(id);
          return next;
        });
      },
      setPage: (page: string[], on: boolean) => {
        setAllMatching(false);
        setIds((prev) => {
          const next = new Set(prev);
          for (const id of page) {
            if (on) next.add(id);
            else next.delete(id);
          }
          return next;
        });
      },
      selectAllMatching: () => setAllMatching(true),
      clear,
    }),
    [ids, allMatching, total, clear],
  );
}
