// The descriptor as a role sees it, from a roles entry written here (not the shipped file).
import { roleView, type ResourceDescriptor, type Role } from '../../src/engine/contract';
import { suppliersDescriptor } from '../utils/exampleDescriptor';

const suppliers = suppliersDescriptor as unknown as ResourceDescriptor;
const role = (grant: object): Role => ({ id: 'teste', label: 'Teste', grants: { suppliers: { can: ['list', 'read', 'update'], ...grant } } }) as Role;

test('a field the role may not change is read-only in its forms; the others stay writable; no create or delete is offered', () => {
  const view = roleView(suppliers, role({ readOnlyFields: ['phone'] }));
  expect(view.schema.properties.phone).toMatchObject({ title: 'Telefone', readOnly: true });
  expect(view.schema.properties.name.readOnly).toBeUndefined();
  expect(Object.keys(view.operations).sort()).toEqual(['list', 'read', 'update']);
  // The descriptor itself is untouched.
  expect(suppliers.schema.properties.phone.readOnly).toBeUndefined();
});

test('a field the role may not read is gone: from the schema, the columns and the update fields', () => {
  const view = roleView(suppliers, role({ hiddenFields: ['phone'] }));
  expect(Object.keys(view.schema.properties)).toEqual(['id', 'name']);
  expect(view.list?.columns.map((c) => c.field)).toEqual(['name']);
});
