// @vitest-environment node
// How PostgreSQL's queued statements are written out: each value a literal escaped by the driver, in one pass.
import { describe, expect, it } from 'vitest';
import { inlined, PgQueued } from '../../src/server/db/pgQueued';

describe('inlined', () => {
  it('writes each value as an escaped literal, NULL for none, and never reads a placeholder inside a value', () => {
    expect(inlined('INSERT INTO t (a, b, c) VALUES ($1, $2, $3)', ["O'Brien", null, undefined])).toBe("INSERT INTO t (a, b, c) VALUES ('O''Brien', NULL, NULL)");
    expect(inlined('SELECT $1, $2', ['custa $2', 'x'])).toBe("SELECT 'custa $2', 'x'");
    // A backslash makes the driver write an E'' literal (after a space), with the backslash doubled.
    expect(inlined('SELECT $1', ['a\\b'])).toBe("SELECT  E'a\\\\b'");
  });

  it('tells $1 from $10, and writes numbers, booleans, arrays and JSON as the driver binds them', () => {
    const ten = Array.from({ length: 10 }, (_, i) => `v${i + 1}`);
    expect(inlined('SELECT $10, $1', ten)).toBe("SELECT 'v10', 'v1'");
    expect(inlined('SELECT $1, $2, $3, $4', [42, true, ['a', 'b"c'], { preço: 1.5 }])).toBe(`SELECT '42', 'true',  E'{"a","b\\\\"c"}', '{"preço":1.5}'`);
  });

  it('refuses a placeholder without its value instead of writing NULL', () => {
    expect(() => inlined('INSERT INTO t (a, b) VALUES ($1, $2)', ['só um'])).toThrow('$2');
  });
});

describe('PgQueued', () => {
  const answer = (command: string, rows: object[] = []) => ({ command, rows, rowCount: rows.length, oid: 0, fields: [] });

  it('sends the queued statements and the COMMIT in one text, each on its own lines, and hands each its rows', async () => {
    const sent: string[] = [];
    const queued = new PgQueued(async (text) => (sent.push(text), [answer('INSERT', [{ id: 7 }]), answer('COMMIT')]));
    const entry = queued.add('INSERT INTO h (a) VALUES ($1) RETURNING id -- a entrada', ['x']);
    expect((await queued.flush('COMMIT'))?.command).toBe('COMMIT');
    await expect(entry).resolves.toEqual([{ id: 7 }]);
    // A -- comment ends at the line's end: the ";" and the COMMIT are on lines of their own.
    expect(sent).toEqual(["INSERT INTO h (a) VALUES ('x') RETURNING id -- a entrada\n;\nCOMMIT"]);
  });

  it('refuses an answer that does not match the statements sent (a COMMIT that did not run as one)', async () => {
    const queued = new PgQueued(async () => answer('INSERT', [{ commit: 'x' }]));
    const entry = queued.add('INSERT INTO h (a) VALUES ($1) RETURNING a', ['x']);
    entry.catch(() => {}); // heard below
    await expect(queued.flush('COMMIT')).rejects.toThrow('2 comandos enviados, 1 respostas');
    await expect(entry).rejects.toThrow('2 comandos enviados');
  });
});
