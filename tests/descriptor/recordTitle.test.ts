// How a record is named to a person, the same on both edges (src/engine/contract/recordTitle.ts).
import { recordTitle, type ResourceDescriptor } from '../../src/engine/contract';
import { readSchemasDir } from '../../src/engine/descriptor/readSchemasDir';

const shipped = readSchemasDir();
const d = (name: string) => shipped.find((x) => x.name === name)!;
const rental = { id: '5be5674a-06b1-4322-905c-f1f71baf9ce6', serviceId: 's-1', userId: 'u-1', clientId: 'c-1', startDate: '2026-03-01', endDate: '2026-03-31' };
const titles: Record<string, string> = { 's-1': 'Front-light mensal', 'c-1': 'Padaria Bom Pão' };

test('a rental: its service, its client and its period', () => {
  expect(recordTitle(d('tenancies'), rental, (_field, id) => titles[id])).toBe('Front-light mensal · Padaria Bom Pão · 01/03/2026 a 31/03/2026');
});

test('a rental whose service and tenant are not known (yet, or to this reader): its period still names it', () => {
  expect(recordTitle(d('tenancies'), rental)).toBe('01/03/2026 a 31/03/2026');
});

test('the site configuration, a singleton, in plain words', () => {
  expect(recordTitle(d('config'), { id: '1', instagram_token: 'IGQWsegredo' })).toBe('Configurações do site');
});

test('with neither a title field nor a template, or nothing left of it: the singular label and a short id, never a bare UUID', () => {
  const untitled = { ...structuredClone(d('tenancies')), titleTemplate: undefined } as ResourceDescriptor;
  expect(recordTitle(untitled, rental)).toBe('Locação #5be5674a');
  expect(recordTitle(d('tenancies'), { id: rental.id })).toBe('Locação #5be5674a');
  expect(recordTitle(d('posts'), { id: '8d23a1c9-7f9b-4b8e-8afd-fc04660310ed' })).toBe('Post #8d23a1c9');
  expect(recordTitle(d('tenancies'), undefined)).toBe('');
});
