import type { FastifyRequest } from 'fastify';
import { notFound } from '../../http';
import { markRead, remindersOf, unreadOf } from '../../reminders';
import { feature } from '../feature';
import { REMINDER_CALLS } from './calls';

const NOT_FOUND = 'Lembrete não encontrado.';
const mine = (request: FastifyRequest) => String(request.user!.id);

/** The signed-in person's reminders: read them, mark one or all read. */
export const remindersFeature = feature(REMINDER_CALLS, (_deps, scope) => {
  const { db } = scope.painel;
  return {
    'painel.reminders': async (request) => remindersOf(db, mine(request)),
    'painel.readReminder': async (request) => {
      if (!(await markRead(db, mine(request), request.params.reminderId))) throw notFound(NOT_FOUND);
      return { unread: await unreadOf(db, mine(request)) };
    },
    'painel.readReminders': async (request) => {
      await markRead(db, mine(request));
      return { unread: 0 };
    },
  };
});
