import { useEffect, useState } from 'react';
import { ADMINISTRATORS_ONLY, type Backup } from '../contract';
import { useEngine } from '../core';
import { canRetry, type OperationError } from '../data';
import { backupLine, scheduleWords, sizeOf, type BackupLine } from './backupWords';
import { useBackupsState } from './useBackupsState';

const ERROR_TITLE = 'Erro ao buscar as cópias de segurança';

export interface BackupsController {
  /** Not an administrator: said instead of the page. */
  refused?: string;
  loading: boolean;
  error?: OperationError;
  errorTitle: string;
  canRetry: boolean;
  retry(): void;
  lines: BackupLine[];
  lastGood?: BackupLine;
  /** The last good one is older than twice the period (or there is none after a period up). */
  overdue: boolean;
  /** "A cada 24 horas; guarda as 14 mais recentes." */
  schedule?: string;
  dir?: string;
  /** A backup runs now (this one, or one the schedule or another administrator started). */
  running: boolean;
  starting: boolean;
  /** The one started from this page has not ended yet. */
  waiting: boolean;
  /** "Fazer cópia agora": starts one; its end is told (success or failure) when the page sees it. */
  makeNow(): Promise<void>;
}

/** /app/copias-de-seguranca without pixels: the recent backups, the last good one, "Fazer cópia agora" and its end. */
export function useBackupsController(): BackupsController {
  const { painel, notify, administrator } = useEngine();
  // The one started here: its end is told as a toast.
  const [waiting, setWaiting] = useState<string>();
  const [starting, setStarting] = useState(false);
  const { data, error, isLoading, mutate } = useBackupsState({ polling: Boolean(waiting) });

  useEffect(() => {
    const done = waiting ? data?.items.find((b) => b.id === waiting && b.finishedAt) : undefined;
    if (!done) return;
    setWaiting(undefined);
    if (done.error) notify('error', 'A cópia de segurança falhou', done.error);
    else notify('success', `Cópia de segurança feita e verificada (${sizeOf(done)}).`);
  }, [data, waiting, notify]);

  const lastGoodId = data?.lastGood?.id;
  return {
    refused: administrator ? undefined : ADMINISTRATORS_ONLY,
    loading: isLoading && !data,
    error,
    errorTitle: ERROR_TITLE,
    canRetry: Boolean(error && canRetry(error)),
    retry: () => void mutate(),
    lines: (data?.items ?? []).map((b) => backupLine(b, lastGoodId)),
    lastGood: data?.lastGood && backupLine(data.lastGood, lastGoodId),
    overdue: data?.overdue ?? false,
    schedule: data && scheduleWords(data.settings.everyHours, data.settings.keep),
    dir: data?.settings.dir,
    running: Boolean(data?.running || waiting),
    starting,
    waiting: Boolean(waiting),
    async makeNow() {
      if (starting) return;
      setStarting(true);
      try {
        const started: Backup = await painel.call('painel.backupNow', {}, { notify: true, messages: { error: 'Não foi possível fazer a cópia agora' } });
        setWaiting(started.id);
        await mutate();
      } catch {
        // Told by the client (409: one is already being made).
      } finally {
        setStarting(false);
      }
    },
  };
}
