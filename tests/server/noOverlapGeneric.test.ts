// @vitest-environment node
// The no-overlap rule is the descriptor's, not the rentals': a copy of schemas/ gains rooms booked by date, and
// with no code change the database gets the constraint and a booking over another is refused naming it, and the
// rooms' list filters by "Livre entre" / "Ocupado entre".
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Repository } from '../../src/server/records';
import { client, makeApp, signIn } from './helpers';
import { schemasWithRoomBookings } from './support/roomBookings';

let app: FastifyInstance;
let api: ReturnType<typeof client>;
beforeAll(async () => {
  app = await makeApp({ schemasDir: schemasWithRoomBookings() });
  api = client(app, await signIn(app));
});
afterAll(() => app?.close());
afterEach(() => vi.restoreAllMocks());

const REFUSED = 'A sala Sala Ipê está reservada de 03/08/2027 a 07/08/2027 por Marta Lins.';

describe('a new descriptor declaring noOverlap, no code change', () => {
  it('its table gets the exclusion constraint', async () => {
    expect(await app.painel.db.query(`SELECT conname FROM pg_constraint WHERE contype = 'x' AND conrelid = 'bookings'::regclass`)).toEqual([
      { conname: expect.stringMatching(/^bookings_no_overlap_[0-9a-f]{10}$/) },
    ]);
  });

  it.each([false, true])('a booking over another is a 409 naming it, beside the first date (check blinded: %s); a withdrawn one holds nothing', async (blinded) => {
    const room = (await api.post('/api/rooms', { name: 'Sala Ipê' })).json().id as string;
    expect((await api.post('/api/bookings', { roomId: room, guest: 'Marta Lins', from: '2027-08-03', to: '2027-08-07' })).statusCode).toBe(201);
    if (blinded) vi.spyOn(Repository.prototype, 'overlapping').mockResolvedValue(undefined);
    const res = await api.post('/api/bookings', { roomId: room, guest: 'Caio Prado', from: '2027-08-07', to: '2027-08-09' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: REFUSED, errors: [{ field: 'from', message: REFUSED }] });
    expect(await app.painel.db.query(`SELECT guest FROM bookings WHERE "roomId" = $1`, [room])).toEqual([{ guest: 'Marta Lins' }]);
    expect((await api.post('/api/bookings', { roomId: room, guest: 'Caio Prado', from: '2027-08-07', to: '2027-08-09', state: 'desistiu' })).statusCode).toBe(201);
    expect((await api.post('/api/bookings', { roomId: room, guest: 'Caio Prado', from: '2027-08-01', to: '2027-08-03' })).statusCode).toBe(409);
  });
});

describe('a new descriptor declaring availability, no code change', () => {
  it('its list filters by the period its bookings hold', async () => {
    const room = async (name: string) => (await api.post('/api/rooms', { name })).json().id as string;
    const cedro = await room('Sala Cedro');
    await room('Sala Jatobá');
    expect((await api.post('/api/bookings', { roomId: cedro, guest: 'Marta Lins', from: '2028-03-01', to: '2028-03-05' })).statusCode).toBe(201);
    const names = async (query: string) => {
      const res = await api.get(`/api/rooms?q=sala&limit=50&${query}`);
      expect(res.statusCode).toBe(200);
      return ((res.json().data ?? res.json()) as { name: string }[]).map((r) => r.name).filter((n) => ['Sala Cedro', 'Sala Jatobá'].includes(n)).sort();
    };
    expect(await names('livre=2028-03-05/2028-03-09')).toEqual(['Sala Jatobá']);
    expect(await names('livre=2028-03-06/2028-03-09')).toEqual(['Sala Cedro', 'Sala Jatobá']);
    expect(await names('ocupado=2028-02-20/2028-03-01')).toEqual(['Sala Cedro']);
  });
});
