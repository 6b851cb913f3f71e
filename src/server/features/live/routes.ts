import type { FastifyRequest } from 'fastify';
import type { PresenceState } from '../../../engine/contract';
import { badRequest } from '../../http';
import { writeContextOf } from '../../transports';
import { feature } from '../feature';
import { LIVE_CALLS } from './calls';

/** Live events and presence: a record's page says it is open, still open, closed; the others hear it. */
export const liveFeature = feature(LIVE_CALLS, ({ registry, events, resourceOf }) => {
  // "Maria também está editando" on the others' page of this record, from her arrival (the others answer at
  // once) for as long as she keeps saying so, until she leaves.
  const announce = async (request: FastifyRequest<{ Params: { resource: string; id: string } }>, tab: string | undefined, state: PresenceState) => {
    const res = resourceOf(request.params.resource);
    const { actor } = writeContextOf(request, registry.identity);
    await events.announcePresence({ resource: res.name, recordId: request.params.id, actor, at: new Date().toISOString(), tab: tab ?? '', state });
  };
  return {
    // Every committed change this role may list, as it happens; resumes after Last-Event-ID.
    'painel.events': async (request, reply) => {
      const given = request.headers['last-event-id'] ?? request.query.lastEventId;
      let last: number | undefined;
      if (given !== undefined && given !== '') {
        last = Number(given);
        if (!Number.isSafeInteger(last) || last < 0) throw badRequest('Last-Event-ID: informe o número do último evento recebido.');
      }
      return events.open(request, reply, last);
    },
    'painel.presence': async (request, reply) => {
      await announce(request, request.query.tab, request.query.state ?? 'here');
      return reply.code(204).send();
    },
    'painel.leave': async (request, reply) => {
      await announce(request, request.query.tab, 'left');
      return reply.code(204).send();
    },
  };
});
