// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { signedInApp } from './helpers';
import { defaultSchemasDir, readSchemasDir } from '../../src/engine/descriptor';
import type { ResourceDescriptor } from '../../src/engine/contract';

// A maintainer's descriptor whose text field declares no maxLength: the engine bounds it anyway.
const notes = {
  name: 'notes',
  group: 'Site',
  api: 'main',
  labels: { singular: 'Nota', plural: 'Notas', gender: 'f' as const },
  titleField: 'text',
  schema: { type: 'object' as const, required: ['text'], properties: { id: { title: 'ID', type: 'string' as const, readOnly: true }, text: { title: 'Texto', type: 'string' as const } } },
  list: { columns: [{ field: 'text' }], search: ['text'] },
  operations: {
    list: { method: 'GET' as const, path: '/notes', query: ['q', 'page', 'limit'] as ('q' | 'page' | 'limit')[] },
    create: { method: 'POST' as const, path: '/notes', body: 'json' as const },
  },
};

const made = signedInApp({ descriptors: [...readSchemasDir(defaultSchemasDir), notes as unknown as ResourceDescriptor] });

describe('a text field without maxLength gets the engine default (2000 characters)', () => {
  it('2000 characters are stored; 2001 are a Portuguese 400 on the field', async () => {
    expect((await made.api.post('/api/notes', { text: 'n'.repeat(2000) })).statusCode).toBe(201);
    const res = await made.api.post('/api/notes', { text: 'n'.repeat(2001) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ errors: [{ field: 'text', message: 'Deve ter no máximo 2000 caracteres.' }] });
  });
});

describe('the shipped descriptors declare a maxLength on every text field', () => {
  it('every string property of every descriptor and record action', () => {
    const missing: string[] = [];
    for (const d of readSchemasDir(defaultSchemasDir)) {
      const schemas = [{ where: d.name, schema: d.schema }, ...(d.actions ?? []).flatMap((a) => (a.schema ? [{ where: `${d.name}.${a.name}`, schema: a.schema }] : []))];
      for (const { where, schema } of schemas) {
        for (const [field, s] of Object.entries(schema.properties)) {
          if (s.type === 'string' && typeof s.maxLength !== 'number') missing.push(`${where}.${field}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });
});
