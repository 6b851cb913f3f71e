import type { FastifyInstance } from 'fastify';
import { BackupBusyError, backupsPlace, type Backups } from '../../backup';
import { conflict, notFound } from '../../http';
import { writeContextOf } from '../../transports';
import { feature } from '../feature';
import { BACKUP_CALLS, BACKUPS_SHOWN } from './calls';
import { backupOverdue } from './overdue';

export const NO_BACKUPS = 'Este servidor não faz cópias de segurança (BACKUP_DIR não configurado).';

/** The app's backups, or the 404 that says this server makes none (an app built without `backup`). */
function backupsOf(scope: FastifyInstance): Backups {
  const backups = scope.painel.backups;
  if (!backups) throw notFound(NO_BACKUPS);
  return backups;
}

/** "Cópias de segurança": the recent ones and whether the last good one is overdue; "Fazer cópia agora". */
export const backupsFeature = feature(BACKUP_CALLS, ({ registry }, scope) => {
  // "Up a period" counts from when this instance started serving.
  const upSince = Date.now();
  return {
    'painel.backups': async () => {
      const backups = backupsOf(scope);
      const [items, lastGood] = await Promise.all([backups.list(BACKUPS_SHOWN), backups.lastGood()]);
      const { everyHours, keep } = backups.settings;
      return {
        items,
        ...(lastGood ? { lastGood } : {}),
        overdue: backupOverdue(lastGood, everyHours, upSince),
        running: Boolean(items[0] && !items[0].finishedAt),
        settings: { everyHours, keep, dir: backupsPlace(backups.settings) },
      };
    },
    'painel.backupNow': async (request, reply) => {
      const backups = backupsOf(scope);
      try {
        const { started, done } = await backups.start(writeContextOf(request, registry.identity).actor.name);
        done.catch((e: unknown) => request.log.error({ err: e }, 'a cópia de segurança pedida falhou'));
        return reply.code(202).send(started);
      } catch (e) {
        if (e instanceof BackupBusyError) throw conflict(e.message);
        throw e;
      }
    },
  };
});
