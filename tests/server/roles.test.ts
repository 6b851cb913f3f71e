// @vitest-environment node
// Who may do what: the four shipped roles (schemas/roles.json), each expectation stated here literally — a
// wrong roles file fails this table; nothing below is computed from it.
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, client, signedInApp, signIn } from './helpers';

const made = signedInApp();
const as: Record<string, ReturnType<typeof client>> = {};
const ids: Record<string, string> = {};
let categoryId: string;

/** A person with a role, signed in (the role set by the administrator's "Alterar perfil"). */
async function person(role: string, email: string) {
  const { id } = (await made.api.post('/api/server/users', { name: `Pessoa ${role}`, email, password: 'senha-forte-123' })).json().data;
  const set = await made.api.patch(`/api/server/users/role/${id}`, { role });
  expect(set.statusCode).toBe(200);
  ids[role] ??= id;
  return id;
}

beforeAll(async () => {
  ids.administrador = (await made.api.get('/api/session')).json().data.id;
  as.administrador = made.api;
  for (const role of ['editor', 'leitura']) {
    await person(role, `${role}@exemplo.com.br`);
    as[role] = client(made.app, await signIn(made.app, `${role}@exemplo.com.br`, 'senha-forte-123'));
  }
  categoryId = (await made.api.post('/api/categories', { name: 'Outdoor de rodovia' })).json().id;
});

describe('a role is a row of permissions, enforced on every route', () => {
  // role, method, path ({category}, {own}, {other} filled in), body → status, and the message of a refusal.
  const table: [string, 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', string, unknown, number, string?][] = [
    ['editor', 'GET', '/api/categories', undefined, 200],
    ['editor', 'POST', '/api/categories', { name: 'Criada pelo editor' }, 201],
    ['editor', 'PATCH', '/api/categories/{category}', { name: 'Outdoor de rodovia' }, 200],
    ['editor', 'GET', '/api/categories/export', undefined, 200],
    ['editor', 'GET', '/api/server/users', undefined, 200],
    ['editor', 'POST', '/api/server/users', { name: 'Novo', email: 'novo@exemplo.com.br', password: 'senha-forte-123' }, 403, 'Você não tem permissão para criar usuários.'],
    ['editor', 'PUT', '/api/server/users/{other}', { name: 'Outro nome', email: 'leitura@exemplo.com.br' }, 403, 'Você não tem permissão para alterar usuários.'],
    ['editor', 'PUT', '/api/server/users/{own}', { name: 'Editor Renomeado', email: 'editor@exemplo.com.br' }, 200],
    ['editor', 'PATCH', '/api/server/users/role/{other}', { role: 'administrador' }, 403, 'Você não tem permissão para alterar perfil (usuários).'],
    ['editor', 'PATCH', '/api/server/users/role/{own}', { role: 'administrador' }, 403, 'Você não tem permissão para alterar perfil (usuários).'],
    ['editor', 'DELETE', '/api/server/users/{other}', undefined, 403, 'Você não tem permissão para excluir usuários.'],
    ['editor', 'GET', '/rest/v1/config?select=instagram_token&id=eq.1', undefined, 403, 'Você não tem permissão para ver configurações.'],
    ['editor', 'GET', '/api/painel/history/categories/{category}', undefined, 200],
    ['editor', 'GET', '/api/painel/trash/categories', undefined, 200],
    ['editor', 'GET', '/api/painel/trash/users', undefined, 403, 'Você não tem permissão para usar a lixeira de usuários.'],
    ['leitura', 'GET', '/api/categories', undefined, 200],
    ['leitura', 'GET', '/api/categories/{category}', undefined, 200],
    ['leitura', 'POST', '/api/categories', { name: 'Não pode' }, 403, 'Você não tem permissão para criar categorias.'],
    ['leitura', 'PATCH', '/api/categories/{category}', { name: 'Não pode' }, 403, 'Você não tem permissão para alterar categorias.'],
    ['leitura', 'DELETE', '/api/categories/{category}', undefined, 403, 'Você não tem permissão para excluir categorias.'],
    ['leitura', 'GET', '/api/categories/export', undefined, 403, 'Você não tem permissão para exportar categorias.'],
    ['leitura', 'POST', '/api/categories/bulk', { action: 'delete', ids: ['{category}'] }, 403, 'Você não tem permissão para alterar categorias em lote.'],
    ['leitura', 'GET', '/api/server/users', undefined, 200],
    ['leitura', 'GET', '/api/server/users/export', undefined, 403, 'Você não tem permissão para exportar usuários.'],
    ['leitura', 'GET', '/api/painel/history/categories/{category}', undefined, 200],
    ['leitura', 'GET', '/api/painel/history/users/{other}', undefined, 403, 'Você não tem permissão para ver o histórico de usuários.'],
    ['leitura', 'GET', '/api/painel/trash/categories', undefined, 403, 'Você não tem permissão para usar a lixeira de categorias.'],
    // What spans every resource, on none of which the role may do it: refused, not answered empty.
    ['leitura', 'GET', '/api/painel/trash', undefined, 403, 'Você não tem permissão para usar a lixeira.'],
    ['leitura', 'GET', '/api/painel/activity/export', undefined, 403, 'Você não tem permissão para exportar a atividade.'],
    ['leitura', 'GET', '/api/painel/activity/export?resource=categories', undefined, 403, 'Você não tem permissão para exportar categorias.'],
    ['leitura', 'GET', '/api/painel/activity', undefined, 200],
    ['editor', 'GET', '/api/painel/trash', undefined, 200],
    ['editor', 'GET', '/api/painel/activity/export', undefined, 200],
    ['leitura', 'GET', '/rest/v1/config?select=instagram_token&id=eq.1', undefined, 403, 'Você não tem permissão para ver configurações.'],
    ['administrador', 'GET', '/rest/v1/config?select=instagram_token&id=eq.1', undefined, 200],
    ['administrador', 'GET', '/api/server/users/export', undefined, 200],
    ['administrador', 'GET', '/api/painel/trash/users', undefined, 200],
  ];

  it.each(table)('%s: %s %s → %i', async (role, method, path, body, status, message) => {
    const fill = (s: string) => s.replace('{category}', categoryId).replace('{own}', ids[role]).replace('{other}', ids.leitura === ids[role] ? ids.editor : ids.leitura);
    const url = fill(path);
    const payload = body === undefined ? undefined : JSON.parse(fill(JSON.stringify(body)));
    const headers = url.startsWith('/rest/') ? { apikey: 'painel-anon-key' } : {};
    const res = await made.app.inject({ method, url, headers: { authorization: as[role].token, ...headers }, ...(payload ? { payload } : {}) });
    expect(res.statusCode).toBe(status);
    if (message) expect(res.json().message).toBe(message);
  });
});

describe('a field a role may not read is never sent', () => {
  it('leitura reads users without their e-mail: not in the list, one record, search, sort or filter', async () => {
    const reader = as.leitura;
    const list = (await reader.get('/api/server/users?limit=50')).json().data.items as Record<string, unknown>[];
    expect(list.length).toBeGreaterThanOrEqual(3);
    for (const u of list) expect(u).not.toHaveProperty('email');
    expect((await reader.get(`/api/server/users/${ids.editor}`)).json().data).not.toHaveProperty('email');
    // Searching by an e-mail finds nobody (the search covers what the role may read).
    expect((await reader.get('/api/server/users?q=editor@exemplo')).json().data.total).toBe(0);
    expect((await made.api.get('/api/server/users?q=editor@exemplo')).json().data.total).toBe(1);
    const sorted = await reader.get('/api/server/users?sort=email');
    expect(sorted.statusCode).toBe(400);
    expect(JSON.stringify(sorted.json())).not.toContain('@exemplo');
  });

  it('nor in the activity and history the role reads', async () => {
    const entries = (await as.editor.get(`/api/painel/history/users/${ids.leitura}`)).json().items as Record<string, unknown>[];
    expect(entries.length).toBeGreaterThan(0);
    const reader = (await as.leitura.get('/api/painel/activity?limit=100')).json().items as { resource: string }[];
    expect(reader.some((e) => e.resource === 'categories')).toBe(true);
    // leitura has no history of users: none of their changes (with their e-mails) reach it.
    expect(reader.some((e) => e.resource === 'users')).toBe(false);
    expect(JSON.stringify(reader)).not.toContain('@exemplo.com.br');
  });
});

describe('signing in, and the roles of people', () => {
  it('sem-acesso: the right password gets a Portuguese 403 and no token', async () => {
    await person('sem-acesso', 'locatario@exemplo.com.br');
    const res = await made.app.inject({ method: 'POST', url: '/api/authentication', payload: { email: 'locatario@exemplo.com.br', password: 'senha-forte-123' } });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: 'Este usuário não tem acesso ao painel.' });
    const wrong = await made.app.inject({ method: 'POST', url: '/api/authentication', payload: { email: 'locatario@exemplo.com.br', password: 'senha-errada-1' } });
    expect(wrong.statusCode).toBe(401);
  });

  it('a person created without a role cannot sign in until given one', async () => {
    await made.api.post('/api/server/users', { name: 'Sem perfil', email: 'sem.perfil@exemplo.com.br', password: 'senha-forte-123' });
    const res = await made.app.inject({ method: 'POST', url: '/api/authentication', payload: { email: 'sem.perfil@exemplo.com.br', password: 'senha-forte-123' } });
    expect(res.statusCode).toBe(403);
  });

  it('moved to sem-acesso, a signed-in person loses the session at the next request', async () => {
    const id = await person('editor', 'temporario@exemplo.com.br');
    const token = await signIn(made.app, 'temporario@exemplo.com.br', 'senha-forte-123');
    expect((await made.app.inject({ method: 'GET', url: '/api/session', headers: bearer(token) })).statusCode).toBe(200);
    expect((await made.api.patch(`/api/server/users/role/${id}`, { role: 'sem-acesso' })).statusCode).toBe(200);
    expect((await made.app.inject({ method: 'GET', url: '/api/categories', headers: bearer(token) })).statusCode).toBe(401);
  });

  it('an unknown role is refused with the choices', async () => {
    const res = await made.api.patch(`/api/server/users/role/${ids.leitura}`, { role: 'superusuario' });
    expect(res.statusCode).toBe(400);
  });

  it('nobody changes their own role, not even an administrator', async () => {
    const res = await made.api.patch(`/api/server/users/role/${ids.administrador}`, { role: 'leitura' });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Você não pode alterar o seu próprio perfil.');
  });

  it('the last administrator cannot be taken away, not even by an undo', async () => {
    // A promotes B; B demotes A; A undoes the promotion: B would be no administrator, and nobody would be. A is an
    // editor now, who may not change roles: the undo is refused as such (and the last-administrator check
    // stands behind it, inside the transaction).
    const b = await person('editor', 'segundo.admin@exemplo.com.br');
    const promoted = await made.api.patch(`/api/server/users/role/${b}`, { role: 'administrador' });
    const undoToken = promoted.headers['painel-undo'] as string;
    const bApi = client(made.app, await signIn(made.app, 'segundo.admin@exemplo.com.br', 'senha-forte-123'));
    expect((await bApi.patch(`/api/server/users/role/${ids.administrador}`, { role: 'editor' })).statusCode).toBe(200);
    const undone = await made.api.post(`/api/painel/undo/${undoToken}`);
    expect(undone.statusCode).toBe(403);
    expect(undone.json().message).toBe('Seu perfil não permite mais desfazer esta alteração.');
    expect((await bApi.get(`/api/server/users/${b}`)).json().data.role).toBe('administrador');
    // Put back as it was for the other tests.
    expect((await bApi.patch(`/api/server/users/role/${ids.administrador}`, { role: 'administrador' })).statusCode).toBe(200);
  });

  it('an undo asks the undoer\'s role as it is now: demoted to leitura, an editor cannot take back the category it created; given editor again, it can', async () => {
    const editorId = await person('editor', 'desfaz.editor@exemplo.com.br');
    const editor = client(made.app, await signIn(made.app, 'desfaz.editor@exemplo.com.br', 'senha-forte-123'));
    const created = await editor.post('/api/categories', { name: 'Criada e desfeita' });
    expect(created.statusCode).toBe(201);
    const undoToken = created.headers['painel-undo'] as string;
    expect((await made.api.patch(`/api/server/users/role/${editorId}`, { role: 'leitura' })).statusCode).toBe(200);
    const refused = await editor.post(`/api/painel/undo/${undoToken}`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: 'Seu perfil não permite mais desfazer esta alteração.' });
    expect((await made.api.get(`/api/categories/${created.json().id}`)).statusCode).toBe(200);
    // Nothing was used up: with its role back, the same token undoes the create.
    expect((await made.api.patch(`/api/server/users/role/${editorId}`, { role: 'editor' })).statusCode).toBe(200);
    const undone = await editor.post(`/api/painel/undo/${undoToken}`);
    expect(undone.statusCode).toBe(200);
    expect(undone.json()).toEqual({ undone: 1 });
    expect((await made.api.get(`/api/categories/${created.json().id}`)).statusCode).toBe(404);
  });

  it('two administrators demoting each other at once: one wins, the other is refused, one administrator is left', async () => {
    const c = await person('administrador', 'terceiro.admin@exemplo.com.br');
    const cApi = client(made.app, await signIn(made.app, 'terceiro.admin@exemplo.com.br', 'senha-forte-123'));
    const bId = (await made.api.get('/api/server/users?q=segundo.admin')).json().data.items[0].id;
    expect((await made.api.patch(`/api/server/users/role/${bId}`, { role: 'editor' })).statusCode).toBe(200);
    const [x, y] = await Promise.all([made.api.patch(`/api/server/users/role/${c}`, { role: 'editor' }), cApi.patch(`/api/server/users/role/${ids.administrador}`, { role: 'editor' })]);
    const [won, lost] = [x.statusCode, y.statusCode].sort();
    expect(won).toBe(200);
    // 409 when both were checked before either wrote; 403 when the loser was already demoted when it asked.
    expect([403, 409]).toContain(lost);
    const people = (await made.app.painel.db.query<{ role: string }>(`SELECT role FROM users WHERE role = 'administrador'`)).length;
    expect(people).toBe(1);
  });
});
