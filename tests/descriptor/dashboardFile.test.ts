// @vitest-environment node
// schemas/dashboard.json is checked against the descriptors as `npm run check:schemas` checks it: every resource,
// field and filter a panel names must exist, and a relative date must be one the server reads.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { readSchemasDir } from '../../src/engine/descriptor';
import { DescriptorError } from '../../src/engine/descriptor/validateDescriptor';
import { validateDashboard } from '../../src/engine/descriptor/validateDashboard';

const descriptors = readSchemasDir();
const problemsOf = (panels: object[], calendar?: string) => {
  try {
    validateDashboard({ ...(calendar ? { calendar } : {}), panels }, 'dashboard.json', descriptors);
    return [];
  } catch (e) {
    if (e instanceof DescriptorError) return e.problems;
    throw e;
  }
};

test('the shipped file is valid', () => {
  expect(problemsOf(JSON.parse(readFileSync(resolve(import.meta.dirname, '../../schemas/dashboard.json'), 'utf8')).panels, 'tenancies')).toEqual([]);
});

test('an unknown resource, field or filter is named, with where it is', () => {
  expect(
    problemsOf([
      { id: 'a', title: 'A', kind: 'figure', count: { resource: 'aluguéis' } },
      { id: 'b', title: 'B', kind: 'figure', sum: { resource: 'tenancies', field: 'valor' } },
      { id: 'c', title: 'C', kind: 'figure', count: { resource: 'tenancies', filters: { situacao: 'reservada' } } },
      { id: 'd', title: 'D', kind: 'chart', by: 'bairro', occupancy: { resource: 'tenancies' } },
    ]),
  ).toEqual([
    "/panels/0/count/resource 'aluguéis' is not a descriptor",
    "/panels/1/sum names unknown field 'valor' of tenancies",
    '/panels/2/count/filters/situacao is not a filter of tenancies\'s list (outdoorId, serviceId, clientId, userId, startDate.gte, startDate.lte, endDate.gte, endDate.lte, price.gte, price.lte, status)',
    "/panels/3/occupancy/rowFilters names unknown field 'bairro' of outdoors",
  ]);
});

test('a filter value the list would refuse, and a relative date the server does not read', () => {
  expect(
    problemsOf([
      { id: 'a', title: 'A', kind: 'figure', count: { resource: 'tenancies', filters: { status: 'pendente', 'startDate.gte': '@amanha' } } },
      { id: 'b', title: 'B', kind: 'figure', count: { resource: 'tenancies', filters: { 'endDate.lte': '@hoje+14', 'startDate.gte': '@inicio' } } },
    ]),
  ).toEqual([
    "/panels/0/count/filters/status 'pendente': Situação: deve ser um destes valores: reservada, confirmada, cancelada.",
    "/panels/0/count/filters/startDate.gte '@amanha' is not a relative date (@hoje, @hoje+14, @inicio, @fim, @periodo)",
  ]);
});

test('a window in periods needs the calendar; several steps need a date; a built-in panel computes nothing', () => {
  expect(
    problemsOf([
      { id: 'a', title: 'A', kind: 'figure', window: { unit: 'period' }, count: { resource: 'tenancies' } },
      { id: 'b', title: 'B', kind: 'chart', window: { unit: 'month', count: 3 }, count: { resource: 'tenancies' } },
      { id: 'c', title: 'C', kind: 'counts', count: { resource: 'tenancies' } },
      { id: 'c', title: 'C', kind: 'latestChanges' },
    ]),
  ).toEqual([
    '/panels/0/window: a window in periods needs the file\'s "calendar"',
    '/panels/1/count: a window of 3 steps needs "date" (the field that places each record in a step)',
    '/panels/2: a counts panel is drawn by the page itself and computes no figure (count)',
    "/panels/3/id 'c' is used twice",
  ]);
});

test('npm run check:schemas refuses a folder whose dashboard names a field that does not exist', () => {
  const dir = mkdtempSync(join(tmpdir(), 'painel-dashboard-schemas-'));
  cpSync(resolve(import.meta.dirname, '../../schemas'), dir, { recursive: true });
  const file = join(dir, 'dashboard.json');
  const dashboard = JSON.parse(readFileSync(file, 'utf8'));
  dashboard.panels.push({ id: 'x', title: 'X', kind: 'figure', sum: { resource: 'tenancies', field: 'preco' } });
  writeFileSync(file, JSON.stringify(dashboard));
  let output = '';
  try {
    execFileSync('npx', ['tsx', 'src/tools/checkSchemas.ts', dir], { cwd: resolve(import.meta.dirname, '../..'), stdio: 'pipe' });
  } catch (e) {
    output = String((e as { stderr: Buffer }).stderr);
  }
  rmSync(dir, { recursive: true, force: true });
  expect(output).toContain("/panels/15/sum names unknown field 'preco' of tenancies");
}, 60_000);
