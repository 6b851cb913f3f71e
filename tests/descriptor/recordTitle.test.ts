// How a record is named to a person, the same on both edges (src/engine/contract/recordTitle.ts).
import { recordSentence, recordTitle, templateReferences, type ResourceDescriptor } from '../../src/engine/contract';
import { readSchemasDir } from '../../src/engine/descriptor/readSchemasDir';

const shipped = readSchemasDir();
const d = (name: string) => shipped.find((x) => x.name === name)!;
const rental = { id: '5be5674a-06b1-4322-905c-f1f71baf9ce6', serviceId: 's-1', userId: 'u-1', clientId: 'c-1', outdoorId: 'o-1', startDate: '2026-03-01', endDate: '2026-03-31' };
const titles: Record<string, string> = { 's-1': 'Front-light mensal', 'u-1': 'Ana Souza', 'c-1': 'Padaria Bom Pão', 'o-1': 'Av. Paulista, 1000' };
const known = (_field: string, id: string) => titles[id];

test('a rental: its outdoor, its client and its period', () => {
  expect(recordTitle(d('tenancies'), rental, known)).toBe('Av. Paulista, 1000 · Padaria Bom Pão · 01/03/2026 a 31/03/2026');
});

test("a rental made through the spec's body (a service and a user, no outdoor, no client) reads as it did: service · user · period", () => {
  const { outdoorId: _o, clientId: _c, ...spec } = rental;
  expect(recordTitle(d('tenancies'), spec, known)).toBe('Front-light mensal · Ana Souza · 01/03/2026 a 31/03/2026');
});

test('a refusal names the client, else the user ({clientId|userId}: the first that has something to say)', () => {
  const message = 'O outdoor {outdoorId} já está locado de {startDate} a {endDate} para {clientId|userId}.';
  expect(recordSentence(d('tenancies'), message, rental, known)).toBe('O outdoor Av. Paulista, 1000 já está locado de 01/03/2026 a 31/03/2026 para Padaria Bom Pão.');
  expect(recordSentence(d('tenancies'), message, { ...rental, clientId: undefined }, known)).toBe('O outdoor Av. Paulista, 1000 já está locado de 01/03/2026 a 31/03/2026 para Ana Souza.');
  expect(templateReferences(d('tenancies'), message)).toEqual(['outdoorId', 'clientId', 'userId']);
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
