// A reminder that names what its descriptor (or roles.json) lacks is refused at load (npm run check:schemas), naming where.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DescriptorError, readSchemasDir, validateDescriptor } from '../../src/engine/descriptor';
import type { ResourceDescriptor } from '../../src/engine/contract';
import { validateRoles } from '../../src/engine/descriptor/validateRoles';

const tenancies = () => JSON.parse(readFileSync('schemas/tenancies.json', 'utf8'));

function problemsOf(check: () => unknown): string[] {
  try {
    check();
  } catch (e) {
    expect(e).toBeInstanceOf(DescriptorError);
    return (e as DescriptorError).problems;
  }
  throw new Error('accepted');
}

describe('reminders', () => {
  it('tenancies.json declares starting, ending and not confirmed', () => {
    expect(tenancies().reminders.map((r: { id: string }) => r.id)).toEqual(['comeca', 'termina', 'nao-confirmada']);
  });

  it('a date field or createdAt, fields that exist, one of within and after, each id once', () => {
    const d = tenancies();
    d.reminders = [
      { id: 'a', date: 'status', within: 3, message: 'x' },
      { id: 'a', date: 'fim', after: 3, within: 2, message: 'Termina em {fim}.', when: { field: 'estado', in: ['x'] }, unless: { field: 'situacao', in: ['y'] } },
      { id: 'b', date: 'createdAt', message: 'x' },
    ];
    expect(problemsOf(() => validateDescriptor(d, 'schemas/tenancies.json'))).toEqual([
      "/reminders/0/date 'status' must be a date field (\"format\": \"date\") or createdAt",
      "/reminders/1/id 'a' is used twice",
      "/reminders/1/date 'fim' must be a date field (\"format\": \"date\") or createdAt",
      '/reminders/1 needs one of within and after',
      "/reminders/1/when/field names unknown field 'estado'",
      "/reminders/1/unless/field names unknown field 'situacao'",
      "/reminders/1/message names unknown field 'fim'",
      '/reminders/2 needs one of within and after',
    ]);
  });

  it('recipients by role name roles of roles.json', () => {
    const reminders: ResourceDescriptor['reminders'] = [{ id: 'x', date: 'endDate', within: 1, message: 'x', to: { roles: ['editor', 'gerente'] } }];
    const descriptors = readSchemasDir().map((d) => (d.name === 'tenancies' ? { ...d, reminders } : d));
    const roles = JSON.parse(readFileSync('schemas/roles.json', 'utf8'));
    expect(problemsOf(() => validateRoles(roles, 'schemas/roles.json', descriptors))).toEqual([
      "tenancies: /reminders/0/to/roles 'gerente' is not a role id (administrador, editor, leitura, sem-acesso)",
    ]);
  });
});
