// "Lembretes": what needs doing, per person (the descriptors' `reminders`, computed by the scheduler's job);
// each person reads and marks only their own.
import { answerObject, int, list, pathId, inputs, shape, type CallDeclaration } from '../../calls';
import { REMINDERS_SHOWN } from '../../reminders';

export const REMINDER_CALLS = {
  'painel.reminders': {
    method: 'GET',
    path: '/reminders',
    summary: 'Meus lembretes',
    description: `Os ${REMINDERS_SHOWN} mais recentes de quem lê, do mais novo ao mais antigo, e quantos de todos estão por ler.`,
    access: 'signed-in',
    answers: {
      200: {
        description: 'Os lembretes.',
        json: answerObject({ items: list(shape('Reminder')), unread: int }, ['items', 'unread'], { additionalProperties: false }),
      },
    },
  },
  'painel.readReminder': {
    method: 'POST',
    path: '/reminders/{reminderId}/read',
    summary: 'Marcar um lembrete como lido',
    description: 'Só um lembrete de quem pede (404 para qualquer outro).',
    access: 'signed-in',
    params: inputs({ reminderId: pathId('O id do lembrete.') }, ['reminderId']),
    answers: { 200: { description: 'Lido; quantos ainda estão por ler.', json: shape('ReminderCount') } },
  },
  'painel.readReminders': {
    method: 'POST',
    path: '/reminders/read',
    summary: 'Marcar todos os lembretes como lidos',
    access: 'signed-in',
    answers: { 200: { description: 'Todos lidos.', json: shape('ReminderCount') } },
  },
} as const satisfies Record<string, CallDeclaration>;
