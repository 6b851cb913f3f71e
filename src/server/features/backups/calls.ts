// "Cópias de segurança": the server's recent backups, its settings, the last good one and whether it is overdue;
// "Fazer cópia agora". Administrators only.
import { answerObject, bool, int, list, shape, str, type CallDeclaration } from '../../calls';

/** Backups the page lists, newest first. */
export const BACKUPS_SHOWN = 20;

export const BACKUP_CALLS = {
  'painel.backups': {
    method: 'GET',
    path: '/backups',
    summary: 'Cópias de segurança',
    description: `As ${BACKUPS_SHOWN} mais recentes (e as restaurações), a última boa (terminada e verificada), se ela está atrasada (mais velha que duas vezes o período, ou nenhuma depois de o servidor ficar um período no ar) e a configuração. 404 quando o servidor não faz cópias.`,
    access: 'administrator',
    answers: {
      200: {
        description: 'A situação das cópias.',
        json: answerObject(
          {
            items: list(shape('Backup')),
            lastGood: shape('Backup'),
            overdue: bool,
            running: { ...bool, description: 'Uma cópia está sendo feita agora (a mais recente ainda não terminou).' },
            settings: answerObject(
              {
                everyHours: { ...int, description: 'BACKUP_EVERY_HOURS: de quantas em quantas horas o servidor faz uma sozinho (0: nunca).' },
                keep: { ...int, description: 'BACKUP_KEEP: quantas são guardadas.' },
                dir: { ...str, description: 'Onde ficam: BACKUP_DIR, ou o bucket e a pasta (s3://bucket/painel-backups/) com BACKUP_S3_BUCKET.' },
              },
              ['everyHours', 'keep', 'dir'],
              { additionalProperties: false },
            ),
          },
          ['items', 'overdue', 'running', 'settings'],
          { additionalProperties: false },
        ),
      },
    },
  },
  'painel.backupNow': {
    method: 'POST',
    path: '/backups',
    summary: 'Fazer cópia agora',
    description: 'Começa uma cópia de segurança e responde assim que ela começou (202); ela segue, é verificada, e aparece na lista ao terminar. 409 enquanto outra está sendo feita (em qualquer instância); 404 quando o servidor não faz cópias.',
    access: 'administrator',
    answers: { 202: { description: 'A cópia que começou (ainda sem fim).', json: shape('Backup') } },
  },
} as const satisfies Record<string, CallDeclaration>;
