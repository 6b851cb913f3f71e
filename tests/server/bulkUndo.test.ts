// @vitest-environment node
// A bulk request's or an import's undo, reachable after its toast is gone: "Atividade" marks the entries of a
// bulk its reader may still undo, and POST /api/painel/undo/bulk/{bulkId} undoes the whole of it, under the
// same rules as its token (its author, within the period, once, all or nothing).
import { beforeAll, describe, expect, it } from 'vitest';
import { client, giveRole, signedInApp, signIn } from './helpers';

const made = signedInApp();
let editor: ReturnType<typeof client>;
let editorId: string;

beforeAll(async () => {
  editorId = (await made.api.post('/api/server/users', { name: 'Rui Editor', email: 'rui@exemplo.com.br', password: 'senha-do-rui' })).json().data.id;
  await giveRole(made.api, editorId);
  editor = client(made.app, await signIn(made.app, 'rui@exemplo.com.br', 'senha-do-rui'));
});

type Entry = { id: number; recordId: string; operation: string; bulkId?: string; bulk?: { records: number; undoable: boolean } };
const activity = async (who = made.api, query = '') => (await who.get(`/api/painel/activity?limit=100${query}`)).json() as { items: Entry[] };
const entriesOf = async (bulkId: string, who = made.api) => (await activity(who)).items.filter((e) => e.bulkId === bulkId);
const undoBulk = (bulkId: string, who = made.api) => who.post(`/api/painel/undo/bulk/${bulkId}`);

async function categories(prefix: string, n: number, who = made.api): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 1; i <= n; i++) ids.push((await who.post('/api/categories', { name: `${prefix} ${i}` })).json().id);
  return ids;
}

/** A bulk delete of these categories: its bulk id, read from the activity (the answer gives a token, not the id). */
async function bulkDelete(ids: string[], who = made.api): Promise<{ bulkId: string; token: string }> {
  const res = await who.post('/api/categories/bulk', { action: 'delete', ids });
  expect(res.json()).toMatchObject({ done: ids.length, failed: 0 });
  const entry = (await activity(who)).items.find((e) => e.recordId === ids[0] && e.operation === 'delete')!;
  return { bulkId: entry.bulkId!, token: res.headers['painel-undo'] as string };
}

describe('"Atividade" marks a bulk its reader may still undo; never its token', () => {
  it('each entry of a bulk delete says how many records the bulk touched and that its author may undo it', async () => {
    const ids = await categories('Marcada', 3);
    const { bulkId, token } = await bulkDelete(ids);
    const entries = await entriesOf(bulkId);
    expect(entries).toHaveLength(3);
    for (const e of entries) expect(e.bulk).toEqual({ records: 3, undoable: true });
    // A change made alone is no bulk.
    const single = (await activity()).items.find((e) => e.recordId === ids[0] && e.operation === 'create')!;
    expect(single.bulk).toBeUndefined();
    // The token is how an undo is claimed: no answer of the activity carries it.
    expect(JSON.stringify(await activity())).not.toContain(token);
  });

  it('someone else reads the same bulk as one they may not undo', async () => {
    const { bulkId } = await bulkDelete(await categories('De outro', 2));
    const seenByEditor = await entriesOf(bulkId, editor);
    expect(seenByEditor.map((e) => e.bulk)).toEqual([
      { records: 2, undoable: false },
      { records: 2, undoable: false },
    ]);
  });
});

describe('POST /api/painel/undo/bulk/{bulkId}: the whole bulk undone, as its token would', () => {
  it('a bulk delete undone from the activity: every record back, then the bulk reads as undone (410 the second time)', async () => {
    const ids = await categories('Volta em lote', 3);
    const { bulkId } = await bulkDelete(ids);
    const res = await undoBulk(bulkId);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ undone: 3 });
    for (const id of ids) expect((await made.api.get(`/api/categories/${id}`)).statusCode).toBe(200);
    expect((await entriesOf(bulkId)).map((e) => e.bulk?.undoable)).toEqual([false, false, false]);
    const again = await undoBulk(bulkId);
    expect(again.statusCode).toBe(410);
    expect(again.json()).toEqual({ message: 'Esta ação já foi desfeita.' });
  });

  it('its token and its bulk id are one undo: undone by the token, the bulk id is told it is done', async () => {
    const { bulkId, token } = await bulkDelete(await categories('Um só desfazer', 2));
    expect((await made.api.post(`/api/painel/undo/${token}`)).json()).toEqual({ undone: 2 });
    expect((await undoBulk(bulkId)).json()).toEqual({ message: 'Esta ação já foi desfeita.' });
  });

  it('a bulk "Desativar" undone: the records active again, each one version more', async () => {
    const ids: string[] = [];
    for (const n of [1, 2]) ids.push((await made.api.post('/api/jobs', { name: `Vaga em lote ${n}`, description: 'Descrição', html: '<p>x</p>' })).json().id);
    const res = await made.api.post('/api/jobs/bulk', { action: 'toggle-status', ids, value: false });
    expect(res.json()).toMatchObject({ done: 2 });
    const bulkId = (await activity()).items.find((e) => e.recordId === ids[0])!.bulkId!;
    expect((await undoBulk(bulkId)).json()).toEqual({ undone: 2 });
    for (const id of ids) expect((await made.api.get(`/api/jobs/${id}`)).json()).toMatchObject({ status: true, version: 3 });
  });

  it('only its author: someone else is refused with 403 and nothing is undone', async () => {
    const ids = await categories('Só do autor', 2);
    const { bulkId } = await bulkDelete(ids);
    const res = await undoBulk(bulkId, editor);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: 'Só quem fez a alteração pode desfazê-la.' });
    for (const id of ids) expect((await made.api.get(`/api/categories/${id}`)).statusCode).toBe(404);
    // Still the author's to undo.
    expect((await undoBulk(bulkId)).json()).toEqual({ undone: 2 });
  });

  it('a role that may no longer do what the bulk did: 403, nothing undone, and the activity no longer offers it', async () => {
    const ids = await categories('Do editor', 2, editor);
    const { bulkId } = await bulkDelete(ids, editor);
    expect((await entriesOf(bulkId, editor)).map((e) => e.bulk?.undoable)).toEqual([true, true]);
    await giveRole(made.api, editorId, 'leitura');
    try {
      expect((await entriesOf(bulkId, editor)).map((e) => e.bulk?.undoable)).toEqual([false, false]);
      const res = await undoBulk(bulkId, editor);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: 'Seu perfil não permite mais desfazer esta alteração.' });
      for (const id of ids) expect((await made.api.get(`/api/categories/${id}`)).statusCode).toBe(404);
    } finally {
      await giveRole(made.api, editorId, 'editor');
    }
  });

  it('past UNDO_TTL_HOURS: 410, nothing undone, and the activity no longer offers it', async () => {
    const ids = await categories('Tarde demais', 2);
    const { bulkId } = await bulkDelete(ids);
    await made.app.painel.db.query(`UPDATE painel_history SET at = at - interval '25 hours' WHERE bulk_id = $1`, [bulkId]);
    expect((await entriesOf(bulkId)).map((e) => e.bulk?.undoable)).toEqual([false, false]);
    const res = await undoBulk(bulkId);
    expect(res.statusCode).toBe(410);
    expect(res.json()).toEqual({ message: 'O prazo para desfazer esta ação terminou.' });
    for (const id of ids) expect((await made.api.get(`/api/categories/${id}`)).statusCode).toBe(404);
  });

  it('a record of the bulk changed since: 409 naming it and who changed it; nothing undone, the undo still unused', async () => {
    const ids: string[] = [];
    for (const n of [1, 2, 3]) ids.push((await made.api.post('/api/jobs', { name: `Vaga mudada ${n}`, description: 'Descrição', html: '<p>x</p>' })).json().id);
    await made.api.post('/api/jobs/bulk', { action: 'toggle-status', ids, value: false });
    const bulkId = (await activity()).items.find((e) => e.recordId === ids[0])!.bulkId!;
    await editor.patch(`/api/jobs/${ids[1]}`);
    const res = await undoBulk(bulkId);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: 'Não é possível desfazer: Rui Editor alterou “Vaga mudada 2” depois. Nada foi desfeito.' });
    expect((await made.api.get(`/api/jobs/${ids[0]}`)).json()).toMatchObject({ status: false, version: 2 });
    expect((await made.api.get(`/api/jobs/${ids[2]}`)).json()).toMatchObject({ status: false, version: 2 });
    // Refused, not used: the activity still offers it (and refuses it again while the record stays changed).
    expect((await entriesOf(bulkId)).map((e) => e.bulk?.undoable)).toEqual([true, true, true]);
  });

  it('an import undone whole from the activity', async () => {
    const res = await made.api.form('POST', '/api/painel/import/categories', { file: { filename: 'categorias.csv', type: 'text/csv', data: Buffer.from('Nome\r\nImportada A\r\nImportada B\r\n') } });
    expect(res.statusCode).toBe(201);
    const { bulkId } = res.json();
    const entries = await entriesOf(bulkId);
    expect(entries.map((e) => e.bulk)).toEqual([
      { records: 2, undoable: true },
      { records: 2, undoable: true },
    ]);
    expect((await undoBulk(bulkId)).json()).toEqual({ undone: 2 });
    for (const e of entries) expect((await made.api.get(`/api/categories/${e.recordId}`)).statusCode).toBe(404);
  });

  it('an unknown bulk id is a Portuguese 404', async () => {
    for (const bulkId of ['00000000-0000-4000-8000-000000000000', 'nao-e-um-lote']) {
      const res = await undoBulk(bulkId);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Não há o que desfazer nesta ação em lote.' });
    }
  });
});
