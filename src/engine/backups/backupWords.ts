import { formatDayAndTime, type Backup } from '../contract';
import { formatBytes } from '../core';

/** Why a backup was made, as a person says it. */
export const backupReasonWords: Record<Backup['reason'], string> = {
  agendada: 'Agendada',
  manual: 'Manual',
  restauração: 'Restauração',
};

/** One backup as the page's table shows it, without pixels. */
export interface BackupLine {
  id: string;
  /** "25/11/2026 às 14:03" (when it started). */
  when: string;
  startedAt: string;
  reason: string;
  by: string;
  /** "1,5 MB"; "—" before it is written. */
  size: string;
  where: string;
  /** "Sim", "Não", "Em andamento". */
  verified: string;
  running: boolean;
  error?: string;
  /** The last good one: the one the server would come back from. */
  lastGood: boolean;
}

export const sizeOf = (b: Pick<Backup, 'bytes'>) => (b.bytes === undefined ? '—' : formatBytes(b.bytes));

export function backupLine(b: Backup, lastGoodId: string | undefined): BackupLine {
  const running = !b.finishedAt;
  return {
    id: b.id,
    when: formatDayAndTime(b.startedAt),
    startedAt: b.startedAt,
    reason: backupReasonWords[b.reason] ?? b.reason,
    by: b.by,
    size: sizeOf(b),
    where: b.location,
    verified: running ? 'Em andamento' : b.verified ? 'Sim' : 'Não',
    running,
    ...(b.error ? { error: b.error } : {}),
    lastGood: b.id === lastGoodId,
  };
}

/** "A cada 24 horas; guarda as 14 mais recentes." */
export function scheduleWords(everyHours: number, keep: number): string {
  const every = everyHours === 0 ? 'Só quando pedidas (BACKUP_EVERY_HOURS=0)' : everyHours === 1 ? 'A cada hora' : `A cada ${everyHours} horas`;
  return `${every}; guarda as ${keep.toLocaleString('pt-BR')} mais recentes.`;
}

/** A backup or restore as the activity words it: what happened, and what else is known. */
export function backupActivityWords(b: Backup): { what: string; detail: string } {
  if (b.reason === 'restauração') return { what: 'Restauração de cópia de segurança', detail: `${b.location}${b.takenAt ? ` · dados de ${formatDayAndTime(b.takenAt)}` : ''}` };
  const kind = b.reason === 'agendada' ? 'agendada' : 'manual';
  if (b.error) return { what: `Cópia de segurança ${kind} falhou`, detail: b.error };
  return { what: `Cópia de segurança ${kind}${b.verified ? ' feita e verificada' : ' feita'}`, detail: `${b.location} · ${sizeOf(b)}` };
}
