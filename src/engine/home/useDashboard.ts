import { useMemo } from 'react';
import useSWR from 'swr';
import type { Panel, PanelData } from '../contract';
import { useEngine } from '../core';
import { swrKeys, useAheadInCache } from '../data';

/**
 * Today's home page as panels: what is drawn without the painel profile, or when the panels cannot be read (an
 * older server, a failure), so the home page never goes blank.
 */
export const BUILT_IN_PANELS: Panel[] = [
  { id: 'copias', title: 'Cópia de segurança', kind: 'backups', resources: [] },
  { id: 'contagens', title: 'Cadastros', kind: 'counts', resources: [] },
  { id: 'ultimas-alteracoes', title: 'Últimas alterações', kind: 'latestChanges', resources: [] },
];

interface Dashboard {
  /** The panels this person may read, in the declared order; undefined while they load. */
  panels?: Panel[];
  /** The first panels' numbers, brought with the list (by panel id): drawn without their own call. */
  numbers: ReadonlyMap<string, PanelData>;
}

const NONE: ReadonlyMap<string, PanelData> = new Map();

/** The home page's panels as the server declares them for this person's role (painel.dashboard). */
export function useDashboard(): Dashboard {
  const { painel } = useEngine();
  // The answer the page's first steps or its route asked for (painel.prefetch), when it has arrived: the first render
  // draws the panels (no skeleton in between; useAheadInCache).
  const key = painel.available ? swrKeys.dashboard() : null;
  const first = useAheadInCache(key, () => (painel.available ? painel.takeAhead('painel.dashboard', {}) : undefined));
  const { data, error } = useSWR(key, () => painel.call('painel.dashboard', {}), {
    shouldRetryOnError: false,
    ...(first ? { revalidateOnMount: false } : {}),
  });
  // An answer that is not a panel list (a server or proxy answering something else at that address) is a failure too.
  const unreadable = data !== undefined && !Array.isArray(data?.panels);
  const numbers = useMemo(() => (unreadable || !data?.numbers ? NONE : new Map(data.numbers.map((n) => [n.id, n]))), [data, unreadable]);
  if (!painel.available || error || unreadable) return { panels: BUILT_IN_PANELS, numbers: NONE };
  return { panels: data?.panels, numbers };
}
