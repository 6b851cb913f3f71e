// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ATTEMPTS_TABLE } from '../../src/server/db';
import { signedInApp } from './helpers';

const made = signedInApp({ signInAttempts: 1000 });

const signInWith = (payload: unknown) => made.app.inject({ method: 'POST', url: '/api/authentication', payload: payload as string, headers: { 'content-type': 'application/json' } });

describe('nothing unbounded reaches an index or a statement', () => {
  it('a 900,000-character e-mail at sign-in: a Portuguese 4xx, never a 500 (it reached the attempts index)', async () => {
    const res = await signInWith({ email: 'a'.repeat(900_000), password: 'x' });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: 'O corpo da requisição é grande demais.' });
  });

  it('an e-mail over 254 characters (within the body limit): 400 on the field, nothing counted', async () => {
    const res = await signInWith({ email: `${'a'.repeat(250)}@x.com`, password: 'x' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ errors: [{ field: 'email', message: 'Deve ter no máximo 254 caracteres.' }] });
  });

  it('the sign-in throttle keys are hashes: no e-mail or address in the table, every key the same length', async () => {
    await signInWith({ email: 'alguem.que.erra@exemplo.com.br', password: 'errada-123' });
    const rows = await made.app.painel.db.query<{ key: string }>(`SELECT key FROM ${ATTEMPTS_TABLE}`);
    expect(rows.length).toBeGreaterThan(0);
    for (const { key } of rows) {
      expect(key).not.toContain('exemplo.com.br');
      expect(key).not.toContain('127.0.0.1');
      expect(key).toMatch(/^[a-z]+:[0-9a-f]{64}$/);
    }
  });

  it('a JSON route refuses a body larger than its schema allows (categories: a name of at most 120): 413 before any parsing', async () => {
    const res = await made.api.post('/api/categories', { name: 'x'.repeat(200_000) });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: 'O corpo da requisição é grande demais.' });
  });

  it('a body at the limit of a long field still fits (a job of 50,000 characters of HTML, every one escaped)', async () => {
    // JSON text written by hand: 50,000 "é", each sent as the escape \u00e9 (6 bytes for one character).
    const payload = `{"name":"Vaga longa","description":"Descrição","html":"${'\\u00e9'.repeat(50_000)}"}`;
    const res = await made.app.inject({ method: 'POST', url: '/api/jobs', headers: { authorization: made.api.token, 'content-type': 'application/json' }, payload });
    expect(res.statusCode).toBe(201);
    expect((res.json() as { html: string }).html.length).toBe(50_000);
  });

  it('a field over its maxLength is a Portuguese 400 on that field', async () => {
    const res = await made.api.post('/api/categories', { name: 'x'.repeat(121) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ errors: [{ field: 'name', message: 'Deve ter no máximo 120 caracteres.' }] });
  });

  it('a date field is bounded too: tenancies fit in a few kB, so a 10,000-character date is refused whole (413)', async () => {
    const res = await made.api.post('/api/server/tenancies', { serviceId: 'x', userId: 'y', startDate: '2026-01-01'.repeat(1000), endDate: '2026-01-02' });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: 'O corpo da requisição é grande demais.' });
  });

  it('a multipart text part longer than any valid value is refused (413), not cut and stored', async () => {
    const res = await made.api.form('POST', '/api/outdoors', { name: 'n'.repeat(100_000), location: 'Rua A', latitude: '-23', longitude: '-46' });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: 'O corpo da requisição é grande demais.' });
  });
});
