import { createContext, useContext, useEffect, useState } from 'react';
import type { NoticeListener } from './createNotify';

interface NoticeSource {
  subscribe(listener: NoticeListener): () => void;
}

/** The engine's notices, for parts that show a failure where it happened (a dialog) besides the toast. */
export const NoticeContext = createContext<NoticeSource | null>(null);

interface Failure {
  title: string;
  description?: string;
  /** Trying the same again can succeed. */
  retryable: boolean;
}

/**
 * The failure of a call told while `listening` was true (the dialog's action running), kept until `reset`
 * changes. It is this view's to show: no toast repeats it. Outside an engine (no source) nothing is heard.
 */
export function useFailureWhile(listening: boolean, reset: unknown): Failure | undefined {
  const source = useContext(NoticeContext);
  const [failure, setFailure] = useState<Failure>();
  useEffect(() => setFailure(undefined), [reset]);
  useEffect(() => {
    if (!listening || !source) return undefined;
    return source.subscribe((variant, title, description, detail) => {
      // A call that failed (its notice has a detail), not any error said meanwhile (a bulk run's summary).
      if (variant !== 'error' || !detail) return false;
      setFailure({ title, description, retryable: detail.retryable });
      return true;
    });
  }, [listening, source]);
  return failure;
}
