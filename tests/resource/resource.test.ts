import { descriptors } from '../../src/app/descriptors';
import type { ResourceDescriptor } from '../../src/engine/contract';
import { resourceOf } from '../../src/engine/resource';
import { suppliersDescriptor } from '../utils/exampleDescriptor';

const d = (name: string) => descriptors.find((x) => x.name === name)!;
const capabilities = (r: ReturnType<typeof resourceOf>) => ({
  isSingleton: r.isSingleton,
  canList: r.canList,
  canCreate: r.canCreate,
  canRead: r.canRead,
  canEdit: r.canEdit,
  canOpen: r.canOpen,
  canDelete: r.canDelete,
  canSearch: r.canSearch,
  rowActions: r.rowActions.map((a) => a.name),
  recordActions: r.recordActions.map((a) => a.name),
});

describe('what a resource can do and where, computed once from its descriptor', () => {
  test('a descriptor without update and delete: its records open read-only, nothing deletes them', () => {
    const { update: _update, delete: _delete, ...operations } = suppliersDescriptor.operations;
    const suppliers = { ...suppliersDescriptor, operations } as unknown as ResourceDescriptor;
    expect(capabilities(resourceOf(suppliers))).toEqual({
      isSingleton: false,
      canList: true,
      canCreate: true,
      canRead: true,
      canEdit: false,
      canOpen: true,
      canDelete: false,
      canSearch: true,
      rowActions: [],
      recordActions: [],
    });
    const { paths } = resourceOf(suppliers);
    expect([paths.list, paths.create, paths.edit('f 1/2'), paths.action('f-1', 'avatar')]).toEqual([
      '/app/suppliers',
      '/app/suppliers/new',
      '/app/suppliers/f%201%2F2',
      '/app/suppliers/f-1/avatar',
    ]);
  });

  test('row actions run from the row, record actions have their own page', () => {
    expect(capabilities(resourceOf(d('jobs')))).toMatchObject({ rowActions: ['toggle-status'], recordActions: [] });
    expect(capabilities(resourceOf(d('users')))).toMatchObject({ rowActions: [], recordActions: ['avatar', 'change-password', 'role'] });
    expect(resourceOf(d('users')).recordAction('avatar')?.label).toBe('Alterar avatar');
    expect(resourceOf(d('users')).recordAction('toggle-status')).toBeUndefined();
    expect(resourceOf(d('jobs')).recordAction('toggle-status')).toBeUndefined();
  });

  test('a singleton: no list, no new record, no delete; its one record opens at its address', () => {
    expect(capabilities(resourceOf(d('config')))).toEqual({
      isSingleton: true,
      canList: false,
      canCreate: false,
      canRead: true,
      canEdit: true,
      canOpen: true,
      canDelete: false,
      canSearch: false,
      rowActions: [],
      recordActions: [],
    });
    expect(resourceOf(d('config')).paths.list).toBe('/app/config');
  });

  test('a list that sends no q has no search box; banners are read and edited through their API\'s extensions', () => {
    expect(capabilities(resourceOf(d('banners')))).toMatchObject({ canRead: true, canOpen: true, canEdit: true, canDelete: true, canSearch: true });
    const noQ = { ...d('categories'), operations: { ...d('categories').operations, list: { ...d('categories').operations.list!, query: ['page', 'limit'] } } } as ResourceDescriptor;
    expect(resourceOf(noQ).canSearch).toBe(false);
  });

  test('computed once: the same descriptor gives the same resource', () => {
    expect(resourceOf(d('jobs'))).toBe(resourceOf(d('jobs')));
  });
});
