import useSWR from 'swr';
import type { PainelCalls } from '../contract';
import { useEngine } from '../core';
import { swrKeys, type OperationError } from '../data';

export type BackupsState = PainelCalls['painel.backups']['answer'];

/** How often the state is read again while a backup runs (its progress, its end). */
const WHILE_RUNNING_MS = 1000;

/**
 * The server's backups as the page and the home page's warning read them (one read, one cache key); only an
 * administrator asks (anyone else would get a 403). `polling` also asks again every second, as while one runs.
 */
export function useBackupsState({ polling = false } = {}) {
  const { painel, administrator } = useEngine();
  const asks = painel.available && Boolean(administrator);
  const read = useSWR<BackupsState, OperationError>(asks ? swrKeys.backups() : null, () => painel.call('painel.backups', {}), {
    refreshInterval: (latest) => (polling || latest?.running ? WHILE_RUNNING_MS : 0),
  });
  return { asks, ...read };
}
