// @vitest-environment node
// A timeline is the descriptor's, not the rentals': a copy of schemas/ gains rooms, bookings by date and a calendar
// of its own (turnos), and with no code change the timeline call serves them, its index is made, and the menu's
// page exists (the route is derived from the descriptor, see tests/shell/navigation.test.tsx for the rentals').
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, makeApp, signIn } from './helpers';
import { schemasWithRoomBookings } from './support/roomBookings';

let app: FastifyInstance;
let api: ReturnType<typeof client>;
beforeAll(async () => {
  app = await makeApp({ schemasDir: schemasWithRoomBookings() });
  api = client(app, await signIn(app));
});
afterAll(() => app?.close());

describe('a new descriptor declaring a timeline, no code change', () => {
  it('its table gets the (row, end, start) index', async () => {
    const found = await app.painel.db.query<{ indexdef: string }>(`SELECT indexdef FROM pg_indexes WHERE tablename = 'bookings' AND indexname LIKE 'bookings_timeline%'`);
    expect(found.map((f) => f.indexdef.replace(/^.* USING /, ''))).toEqual(['btree ("roomId", "to", "from")']);
  });

  it('the call answers its rows, its bars worded by its title and its own calendar', async () => {
    const ipe = (await api.post('/api/rooms', { name: 'Sala Ipê' })).json().id as string;
    await api.post('/api/rooms', { name: 'Sala Jatobá' });
    const booking = (await api.post('/api/bookings', { roomId: ipe, guest: 'Marta Lins', from: '2027-08-03', to: '2027-08-07' })).json().id as string;
    const shift = (await api.post('/api/shifts', { code: 'T1', first: '2027-08-01', last: '2027-08-15' })).json().id as string;
    const res = await api.get('/api/painel/timeline/bookings?from=2027-08-01&to=2027-08-31');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      rows: [
        { id: ipe, title: 'Sala Ipê' },
        { id: expect.any(String), title: 'Sala Jatobá' },
      ],
      total: 2,
      page: 1,
      limit: 50,
      bars: [{ id: booking, row: ipe, start: '2027-08-03', end: '2027-08-07', title: 'Marta Lins' }],
      periods: [{ id: shift, label: 'T1', start: '2027-08-01', end: '2027-08-15' }],
    });
  });
});
