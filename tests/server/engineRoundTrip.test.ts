// @vitest-environment node
// The client engine's data layer (ofetch, FormData, supabase-js) against the real server on a loopback port:
// the request encodings the engine produces are accepted, and the answers read through its API profiles.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ws from 'ws';
import type { ResourceDescriptor } from '../../src/engine/contract';
import { apiConfigFrom, createDataProvider, createInflight, type DataProvider } from '../../src/engine/data';
import { readApiProfiles, readSchemasDir } from '../../src/engine/descriptor';
import { ADMIN, makeApp, PNG_BYTES, stamped } from './helpers';

// Node 20 has no global WebSocket; supabase-js's realtime needs one to be constructed.
(globalThis as { WebSocket?: unknown }).WebSocket ??= ws;

let app: FastifyInstance;
let data: DataProvider;
let token: string | undefined;
let unauthorized = 0;
const descriptors = readSchemasDir();
const d = (name: string) => descriptors.find((x) => x.name === name) as ResourceDescriptor;
const action = (name: string, act: string) => d(name).actions!.find((a) => a.name === act)!;
const image = (name = 'foto.png') => new File([PNG_BYTES], name, { type: 'image/png' });

beforeAll(async () => {
  app = await makeApp();
  const base = await app.listen({ host: '127.0.0.1', port: 0 });
  // The same profile list the app is built with, each at its base on the server's origin.
  const apis = readApiProfiles();
  data = createDataProvider({
    apis,
    endpoints: apiConfigFrom(apis, {}, base),
    session: { getToken: () => token, onUnauthorized: () => void unauthorized++ },
    inflight: createInflight(),
    // No call here asks to be told: nothing is shown in Node.
    notify: () => () => undefined,
  });
  const session = await data.signIn(ADMIN.email, ADMIN.password);
  token = session.token;
  expect(session.user).toMatchObject({ email: ADMIN.email });
});
afterAll(() => app.close());

describe('main API through the engine', () => {
  it('categories: create, read, update, search, delete', async () => {
    const created = await data.create(d('categories'), { name: 'Painel de LED' });
    expect(created).toEqual(stamped({ id: expect.any(String), name: 'Painel de LED' }));
    const id = created!.id as string;
    expect(await data.read(d('categories'), id)).toEqual(stamped({ id, name: 'Painel de LED' }));
    expect(await data.update(d('categories'), id, stamped({ id, name: 'Painéis de LED' }))).toEqual(stamped({ id, name: 'Painéis de LED' }));
    expect(await data.list(d('categories'), { q: 'paineis', page: 1, limit: 10 })).toEqual({ items: [stamped({ id, name: 'Painéis de LED' })], total: 1, page: 1, limit: 10 });
    await data.remove(d('categories'), id);
    await expect(data.read(d('categories'), id)).rejects.toMatchObject({ status: 404 });
  });

  it('jobs: create, PUT, toggle status', async () => {
    const job = await data.create(d('jobs'), { name: 'Motorista', description: 'Entregas de lonas.', html: '<p>CNH D</p>' });
    expect(job).toMatchObject({ status: true });
    const id = job!.id as string;
    expect(await data.update(d('jobs'), id, { ...job, name: 'Motorista (CNH D)' })).toMatchObject({ name: 'Motorista (CNH D)', status: true });
    expect(await data.action(d('jobs'), action('jobs', 'toggle-status'), id)).toMatchObject({ id, status: false });
  });

  it('outdoors and banners: multipart with a real file; an outdoor saved again as the form would send it', async () => {
    const outdoor = await data.create(d('outdoors'), { name: 'Copacabana', location: 'Av. Atlântica, Rio de Janeiro - RJ', latitude: -22.97, longitude: -43.18, file: image() });
    expect(outdoor).toMatchObject({ latitude: -22.97, imageUrl: expect.stringMatching(/^\/uploads\/.+\.png$/) });
    // The edit form sends the record back, imageUrl included, with no new file.
    const again = await data.update(d('outdoors'), outdoor!.id as string, { ...outdoor, name: 'Copacabana — Posto 4' });
    expect(again).toEqual(stamped({ ...outdoor, name: 'Copacabana — Posto 4' }));

    const banner = await data.create(d('banners'), { title: 'Verão', file: image() });
    expect(banner).toMatchObject({ title: 'Verão', imageUrl: expect.stringMatching(/^\/uploads\//) });
    expect((await data.list(d('banners'), { page: 1, limit: 10 })).total).toBe(1);
    await data.remove(d('banners'), banner!.id as string);
  });
});

describe('services API through the engine', () => {
  it('services, users (avatar, password), tenancies and posts', async () => {
    const service = await data.create(d('services'), { name: 'Front-light mensal', description: 'Iluminado.', price: 3500 });
    expect(service).toEqual(stamped({ id: expect.any(String), name: 'Front-light mensal', description: 'Iluminado.', price: 3500 }));
    const sid = service!.id as string;
    expect(await data.update(d('services'), sid, { ...service, price: 3600 })).toMatchObject({ price: 3600 });

    const user = await data.create(d('users'), { name: 'Renata Melo', email: 'renata@exemplo.com.br', password: 'senha-da-renata' });
    const uid = user!.id as string;
    expect(await data.update(d('users'), uid, stamped({ ...user, name: 'Renata M. Melo' }))).toEqual(stamped({ id: uid, name: 'Renata M. Melo', email: 'renata@exemplo.com.br', role: 'sem-acesso' }));
    expect(await data.action(d('users'), action('users', 'avatar'), uid, { file: image('renata.png') })).toMatchObject({ avatarUrl: expect.stringMatching(/^\/uploads\//) });
    expect(await data.action(d('users'), action('users', 'change-password'), uid, { password: 'nova-senha-123' })).toMatchObject({ id: uid });
    // Created without a role (sem-acesso), she signs in once an administrator gives her one.
    expect(await data.action(d('users'), action('users', 'role'), uid, { role: 'editor' })).toMatchObject({ role: 'editor' });
    await expect(data.signIn('renata@exemplo.com.br', 'nova-senha-123')).resolves.toMatchObject({ token: expect.any(String) });

    const tenancy = await data.create(d('tenancies'), { serviceId: sid, userId: uid, startDate: '2026-12-01', endDate: '2026-12-31' });
    expect((await data.list(d('tenancies'), { q: 'renata', page: 1, limit: 10 })).items).toEqual([tenancy]);

    const post = await data.create(d('posts'), { serviceId: sid, file: new File([Buffer.from('%PDF-1.4\n%%EOF\n')], 'proposta.pdf', { type: 'application/pdf' }) });
    expect(post).toMatchObject({ serviceId: sid, status: true, fileUrl: expect.stringMatching(/\.pdf$/) });
    expect(await data.action(d('posts'), action('posts', 'toggle-status'), post!.id as string)).toMatchObject({ status: false });
    expect(await data.list(d('posts'), { q: 'front', page: 1, limit: 10 })).toMatchObject({ total: 1, page: 1, limit: 10 });

    // A refusal comes back as an OperationError carrying the server's Portuguese reason.
    await expect(data.remove(d('services'), sid)).rejects.toMatchObject({ status: 409 });
    await data.remove(d('posts'), post!.id as string);
    await data.remove(d('tenancies'), tenancy!.id as string);
    await data.remove(d('services'), sid);
  });
});

describe('table API through the engine (supabase-js)', () => {
  it('reads and updates the Instagram token', async () => {
    await data.update(d('config'), undefined, { instagram_token: 'IGQ-pelo-engine' });
    expect(await data.read(d('config'))).toEqual({ instagram_token: 'IGQ-pelo-engine' });
  });

  it('a 401 from any API reaches the engine', async () => {
    const saved = token;
    token = 'expirado';
    await expect(data.list(d('categories'), { page: 1, limit: 10 })).rejects.toMatchObject({ status: 401 });
    await expect(data.read(d('config'))).rejects.toMatchObject({ status: 401 });
    expect(unauthorized).toBe(2);
    token = saved;
  });
});
