// Which cached reads a batch of changes makes stale (a colleague's, announced on the live stream).
import type { ChangeEvent } from '../../src/engine/contract';
import { staleAfter } from '../../src/engine/data';

const change = (resource: string, recordId: string, operation: ChangeEvent['operation'] = 'update'): ChangeEvent => ({ id: 1, resource, recordId, operation, version: 2, actor: { id: 'u-2', name: 'Maria' } });

test('lists, counts and options of the changed resource; the history of the changed record; the activity', () => {
  const stale = staleAfter([change('categories', 'c-1')]);
  expect(stale(['list', 'categories', '', 1, 10, '', ''])).toBe(true);
  expect(stale(['count', 'categories'])).toBe(true);
  expect(stale(['options', 'categories', 'rod'])).toBe(true);
  expect(stale(['list', 'services', '', 1, 10, '', ''])).toBe(false);
  expect(stale(['count', 'services'])).toBe(false);
  expect(stale(['painel-history', 'categories', 'c-1'])).toBe(true);
  expect(stale(['painel-history', 'categories', 'c-2'])).toBe(false);
  expect(stale(['painel-history', 'c-1', 'categories'])).toBe(false);
  expect(stale(['painel-activity', '{}'])).toBe(true);
  // A keyset list's page: its key and its cursor.
  expect(stale(['painel-history', 'categories', 'c-1', 0])).toBe(true);
  expect(stale(['painel-activity', '{}', 28])).toBe(true);
});

test("never a record's own read: an open form keeps the version it shows (its save meets the change as a conflict)", () => {
  expect(staleAfter([change('categories', 'c-1')])(['record', 'categories', 'c-1'])).toBe(false);
});

test("not the person's views, default views or sessions, nor a key that is not one of the client's reads", () => {
  const stale = staleAfter([change('categories', 'c-1', 'delete')]);
  expect(stale(['painel-views', 'categories'])).toBe(false);
  expect(stale(['painel-default-views'])).toBe(false);
  expect(stale(['painel-sessions'])).toBe(false);
  expect(stale(['toString', 'categories'])).toBe(false);
  expect(stale('categories')).toBe(false);
});

test('the trash only when something went in or out of it', () => {
  expect(staleAfter([change('categories', 'c-1')])(['painel-trash', ''])).toBe(false);
  expect(staleAfter([change('categories', 'c-1', 'delete')])(['painel-trash', ''])).toBe(true);
  expect(staleAfter([change('categories', 'c-1', 'restore')])(['painel-trash', 'categories', 0])).toBe(true);
  expect(staleAfter([change('categories', 'c-1', 'purge')])(['painel-trash', 'categories'])).toBe(true);
});

test('a home page panel when one of the resources it reads changed; the list of panels never', () => {
  const stale = staleAfter([change('tenancies', 't-1')]);
  expect(stale(['painel-panel', 'ocupacao', 'tenancies,outdoors'])).toBe(true);
  expect(stale(['painel-panel', 'livres', 'outdoors'])).toBe(false);
  // "tenancies" inside another name is not it.
  expect(stale(['painel-panel', 'x', 'old-tenancies'])).toBe(false);
  expect(stale(['painel-dashboard'])).toBe(false);
});
