// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { signedInApp } from './helpers';

const made = signedInApp();

// PGlite's clock counts milliseconds and a create takes less: records made within one millisecond share their
// created_at, and the list's tie-break (the id) must still put the later one first.
describe('newest first, whatever the clock', () => {
  it('100 categories created back to back list in the reverse order they were made', async () => {
    const names = Array.from({ length: 100 }, (_, i) => `Rápida ${String(i).padStart(2, '0')}`);
    for (const name of names) expect((await made.api.post('/api/categories', { name })).statusCode).toBe(201);
    const res = await made.api.get('/api/categories?q=rápida&limit=100');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.map((c: { name: string }) => c.name)).toEqual([...names].reverse());
  });
});
