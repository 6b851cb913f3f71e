import { useEffect, useRef } from 'react';
import type { Operation } from '../contract';
import { announceFailure } from '../data';
import { useEngine } from './EngineContext';

/**
 * Tells the user (toast and log, spec §8) that a read this screen owns failed: once per failure, whichever screen
 * happened to start the request (reads through SWR are shared and silent). A failure still being retried is not
 * told twice: only a settled one, the first time it is seen.
 */
export function useFailureNotice(op: Pick<Operation, 'messages'> | undefined, error: unknown, settled: boolean): void {
  const { notify } = useEngine();
  const told = useRef<unknown>(undefined);
  useEffect(() => {
    if (!error || !settled || told.current === error) return;
    told.current = error;
    announceFailure(notify, op?.messages, error);
  }, [error, settled, op, notify]);
}
