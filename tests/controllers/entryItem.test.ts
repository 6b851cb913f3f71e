// @vitest-environment node
// What a history entry says besides its fields: what started it, when it was not a plain edit.
import { expect, test } from 'vitest';
import { entryItem } from '../../src/engine/history/entryItem';
import type { HistoryEntry } from '../../src/engine/contract';

const entry = (source?: string): HistoryEntry => ({
  id: 1,
  resource: 'users',
  recordId: 'u-1',
  version: 2,
  at: '2026-11-28T13:00:00.000Z',
  actor: { id: null, name: 'Sistema' },
  operation: 'update',
  ...(source ? { source } : {}),
  changes: [{ field: 'role', after: 'administrador' }],
});

test('the server filling a field at an upgrade reads "Atualização do sistema"; the demo data, "Dados de exemplo"; a plain edit, nothing', () => {
  expect(entryItem(undefined, entry('migration')).notes).toEqual(['Atualização do sistema']);
  expect(entryItem(undefined, entry('seed')).notes).toEqual(['Dados de exemplo']);
  expect(entryItem(undefined, entry()).notes).toEqual([]);
});
