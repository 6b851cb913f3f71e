import type { BackupRecord } from '../../backup';

const HOUR_MS = 3_600_000;

/**
 * Whether the home page warns: the last good backup is older than twice the period, or there is none although the
 * server has been up a whole period (a fresh install is not warned at once). No schedule (0 hours): never.
 */
export function backupOverdue(lastGood: BackupRecord | undefined, everyHours: number, upSince: number, now = Date.now()): boolean {
  if (!everyHours) return false;
  const period = everyHours * HOUR_MS;
  if (!lastGood) return now - upSince > period;
  return now - Date.parse(lastGood.takenAt ?? lastGood.startedAt) > 2 * period;
}
