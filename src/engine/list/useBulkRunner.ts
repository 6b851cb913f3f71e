import { useState } from 'react';
import { MAX_BULK, phrases, type BulkRequest, type ResourceDescriptor } from '../contract';
import { useEngine } from '../core';
import { useRevalidate } from '../data';
import type { BulkControl } from '../resource';
import type { RowSelection } from './useRowSelection';

interface BulkRunner {
  /** The bulk action running now. */
  running?: string;
  /** Runs `control` on the selection and tells the outcome in one toast (with "Desfazer"); true when it ran (even if some records failed). */
  run(control: BulkControl): Promise<boolean>;
}

/**
 * Runs a bulk action on the selected rows, or on "all N matching" (the search and filters go instead of ids,
 * so the server picks the same records the list shows), and sums the per-record results up in one toast.
 */
export function useBulkRunner(d: ResourceDescriptor, selection: RowSelection, matching: BulkRequest['query']): BulkRunner {
  const { data, notify } = useEngine();
  const revalidate = useRevalidate();
  const [running, setRunning] = useState<string>();

  async function run(control: BulkControl) {
    if (selection.count > MAX_BULK) {
      notify('error', phrases.bulkTooMany(MAX_BULK));
      return false;
    }
    // "All N matching" says N: the server runs on exactly those N or refuses, so lost filters cannot empty a table.
    const state = control.value === undefined ? {} : { value: control.value };
    const request: BulkRequest = selection.allMatching
      ? { action: control.name, query: matching, expected: selection.count, ...state }
      : { action: control.name, ids: [...selection.ids], ...state };
    setRunning(control.name);
    try {
      // A refused request (400, network) is told by the data interface with the operation's error message.
      const { answer, undo } = await data.bulk(d, request, { notify: true });
      const summary = phrases.bulkSummary(d, control.verb, answer);
      // "Desfazer" takes the whole request back (what changed; nothing, when nothing did).
      const offer = undo && answer.done > 0 ? { retryable: false, action: undo } : undefined;
      notify(answer.failed === 0 ? 'success' : answer.done === 0 ? 'error' : 'warning', summary, undefined, offer);
      selection.clear();
      return true;
    } catch {
      return false;
    } finally {
      setRunning(undefined);
      void revalidate();
    }
  }

  return { running, run };
}
