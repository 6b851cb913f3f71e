// @vitest-environment node
// The activity's "Pessoa" filter asks the server who appears in the activity: people deleted since are still
// there, each by the name their newest change carries, and the server itself ("Sistema") is offered by the screen.
import { beforeAll, describe, expect, it } from 'vitest';
import { client, giveRole, signedInApp, signIn } from './helpers';

const made = signedInApp();

async function person(name: string, email: string) {
  const id = (await made.api.post('/api/server/users', { name, email, password: 'senha-de-teste-1' })).json().data.id as string;
  await giveRole(made.api, id);
  return { id, api: client(made.app, await signIn(made.app, email, 'senha-de-teste-1')) };
}

let bia: { id: string; api: ReturnType<typeof client> };
let carlos: { id: string; api: ReturnType<typeof client> };

beforeAll(async () => {
  bia = await person('Bia Lima', 'bia@exemplo.com.br');
  carlos = await person('Carlos Érico', 'carlos@exemplo.com.br');
  await bia.api.post('/api/categories', { name: 'Eventos' });
  await carlos.api.post('/api/categories', { name: 'Esportes' });
  // Bia is renamed; her next change carries the new name.
  expect((await made.api.put(`/api/server/users/${bia.id}`, { name: 'Beatriz Lima', email: 'bia@exemplo.com.br' })).statusCode).toBe(200);
  await bia.api.post('/api/categories', { name: 'Shows' });
  // Carlos leaves: his changes stay in the activity, and so does he in its filter.
  expect((await made.api.delete(`/api/server/users/${carlos.id}`)).statusCode).toBe(200);
});

const people = async (query = '') => made.api.get(`/api/painel/activity/people${query}`);

describe('GET /api/painel/activity/people: who appears in the activity', () => {
  it('everyone with a change, by the newest name, alphabetically; a deleted person too; never the server itself', async () => {
    const res = await people();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      items: [
        { id: expect.any(String), name: 'Administrador' },
        { id: bia.id, name: 'Beatriz Lima' },
        { id: carlos.id, name: 'Carlos Érico' },
      ],
    });
  });

  it('q finds part of a name, whatever its accents and capitals', async () => {
    expect((await people('?q=erico')).json()).toEqual({ items: [{ id: carlos.id, name: 'Carlos Érico' }] });
    expect((await people('?q=LIMA')).json()).toEqual({ items: [{ id: bia.id, name: 'Beatriz Lima' }] });
    expect((await people('?q=ninguém')).json()).toEqual({ items: [] });
  });

  it('limit keeps the first ones; a bad one is a Portuguese 400', async () => {
    expect((await people('?limit=1')).json()).toEqual({ items: [{ id: expect.any(String), name: 'Administrador' }] });
    const bad = await people('?limit=0');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ message: 'Limite: informe um número inteiro positivo.' });
  });

  it('only from what the role may read the history of: an editor is answered too, a stranger to the session is not', async () => {
    expect((await bia.api.get('/api/painel/activity/people?q=carlos')).json()).toEqual({ items: [{ id: carlos.id, name: 'Carlos Érico' }] });
    expect((await made.app.inject({ method: 'GET', url: '/api/painel/activity/people' })).statusCode).toBe(401);
  });
});
