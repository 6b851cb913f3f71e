import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { schemasWithApis } from '../helpers';

const ops = (path: string, one: string, many: string) => ({
  list: { method: 'GET', path: `/${path}`, query: ['q', 'page', 'limit', 'filters'], messages: { error: `Erro ao buscar ${many}` } },
  create: { method: 'POST', path: `/${path}`, body: 'json', messages: { success: `${one} criada.`, error: `Erro ao criar ${one}` } },
  update: { method: 'PUT', path: `/${path}/{id}`, body: 'json', messages: { success: `${one} atualizada.`, error: `Erro ao atualizar ${one}` } },
});
const id = { title: 'ID', type: 'string', readOnly: true };

/**
 * A copy of schemas/ that also books rooms by date, written as a maintainer would, with nothing of the rentals':
 * bookings that may not overlap (noOverlap, unless withdrawn), rooms free or busy by them (availability), and a
 * timeline of them over a calendar of their own (shifts). The rental desk's capabilities, with no code change.
 */
export function schemasWithRoomBookings(): string {
  const dir = schemasWithApis(() => {});
  const write = (name: string, d: object) => writeFileSync(join(dir, `${name}.json`), JSON.stringify({ $schema: './descriptor.schema.json', name, group: 'Site', icon: 'settings', api: 'main', ...d }));
  write('rooms', {
    labels: { singular: 'Sala', plural: 'Salas', gender: 'f' },
    order: 90,
    titleField: 'name',
    availability: { by: 'bookings' },
    schema: { type: 'object', required: ['name'], properties: { id, name: { title: 'Nome', type: 'string', maxLength: 100 } } },
    list: { columns: [{ field: 'name' }], search: ['name'] },
    operations: ops('rooms', 'Sala', 'salas'),
  });
  write('shifts', {
    labels: { singular: 'Turno', plural: 'Turnos', gender: 'm' },
    order: 92,
    titleField: 'code',
    schema: { type: 'object', required: ['code'], properties: { id, code: { title: 'Código', type: 'string' }, first: { title: 'De', type: 'string', format: 'date' }, last: { title: 'Até', type: 'string', format: 'date' } } },
    operations: ops('shifts', 'Turno', 'turnos'),
  });
  write('bookings', {
    labels: { singular: 'Reserva', plural: 'Reservas', gender: 'f' },
    order: 91,
    schema: {
      type: 'object',
      required: ['roomId', 'guest', 'from', 'to'],
      properties: {
        id,
        roomId: { title: 'Sala', type: 'string', maxLength: 100 },
        guest: { title: 'Hóspede', type: 'string', maxLength: 100 },
        from: { title: 'Entrada', type: 'string', format: 'date', maxLength: 10 },
        to: { title: 'Saída', type: 'string', format: 'date', maxLength: 10 },
        state: { title: 'Estado', type: 'string', enum: ['firme', 'desistiu'] },
      },
    },
    references: { roomId: { resource: 'rooms' } },
    noOverlap: [{ key: ['roomId'], range: { start: 'from', end: 'to' }, unless: { field: 'state', in: ['desistiu'] }, message: 'A sala {roomId} está reservada de {from} a {to} por {guest}.' }],
    timeline: { label: 'Mapa de salas', row: 'roomId', start: 'from', end: 'to', title: '{guest}', calendar: { resource: 'shifts', label: 'code', start: 'first', end: 'last' } },
    operations: ops('bookings', 'Reserva', 'reservas'),
  });
  return dir;
}
