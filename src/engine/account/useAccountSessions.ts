import { useState } from 'react';
import useSWR from 'swr';
import { formatDayAndTime, type SessionInfo } from '../contract';
import { useEngine } from '../core';
import { canRetry, swrKeys, toOperationError, type OperationError } from '../data';

/** One open session as "Minha conta" shows it, without pixels. */
export interface SessionRow {
  info: SessionInfo;
  /** "Chrome no Linux" */
  device: string;
  /** "Em uso agora", or "Último uso em 25/11/2026 às 14:03 · entrou em 25/11/2026 às 09:12" */
  detail: string;
}

/** What a confirmation is about: one other session, or all of them. */
type SessionEnding = { kind: 'one'; row: SessionRow } | { kind: 'others'; count: number };

export interface AccountSessionsController {
  loading: boolean;
  error?: OperationError;
  canRetry: boolean;
  retry(): void;
  /** This session first, then the others, the most recently used first. */
  rows: SessionRow[];
  others: number;
  confirming?: SessionEnding;
  askEnd(row: SessionRow): void;
  askEndOthers(): void;
  cancel(): void;
  /** Ends what is being confirmed; a failure stays in the dialog. */
  confirm(): Promise<void>;
  busy: boolean;
}

const rowOf = (info: SessionInfo): SessionRow => ({
  info,
  device: info.device,
  detail: info.current ? 'Em uso agora' : `Último uso em ${formatDayAndTime(info.lastUsedAt)} · entrou em ${formatDayAndTime(info.createdAt)}`,
});

/** The sessions part of "Minha conta": where one is signed in, "Encerrar" one, "Sair de todos os outros". */
export function useAccountSessions(): AccountSessionsController {
  const { painel } = useEngine();
  const { data, error, isLoading, mutate } = useSWR(painel.available ? swrKeys.sessions() : null, () => painel.sessions());
  const [confirming, setConfirming] = useState<SessionEnding>();
  const [busy, setBusy] = useState(false);
  const rows = [...(data ?? [])].sort((a, b) => Number(b.current) - Number(a.current)).map(rowOf);
  const failure = error ? toOperationError(error) : undefined;
  const others = rows.filter((r) => !r.info.current).length;

  return {
    loading: isLoading,
    error: failure,
    canRetry: Boolean(failure && canRetry(failure)),
    retry: () => void mutate(),
    rows,
    others,
    confirming,
    askEnd: (row) => setConfirming({ kind: 'one', row }),
    askEndOthers: () => setConfirming({ kind: 'others', count: others }),
    cancel: () => setConfirming(undefined),
    async confirm() {
      if (!confirming) return;
      setBusy(true);
      try {
        if (confirming.kind === 'one') await painel.endSession(confirming.row.info.id, { notify: true });
        else await painel.endOtherSessions({ notify: true });
        setConfirming(undefined);
      } catch {
        // Told by the toast and in the dialog, which stays open.
      } finally {
        setBusy(false);
        void mutate();
      }
    },
    busy,
  };
}
