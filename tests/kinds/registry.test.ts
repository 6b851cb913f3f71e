import { fieldInfo, isRangeFilter, kindOf, kinds, type ResourceDescriptor } from '../../src/engine/contract';
import { descriptors } from '../../src/app/descriptors';

const d = (name: string) => descriptors.find((x) => x.name === name) as ResourceDescriptor;
const ctx = { origin: 'https://painel.exemplo.com.br' };

describe('each field of the shipped descriptors has the kind its meaning says', () => {
  test.each([
    ['services', 'price', 'money'],
    ['services', 'name', 'text'],
    ['outdoors', 'latitude', 'coordinate'],
    ['outdoors', 'imageUrl', 'image'],
    ['outdoors', 'photoUrl360', 'url'],
    ['jobs', 'html', 'html'],
    ['jobs', 'status', 'boolean'],
    ['tenancies', 'startDate', 'date'],
    ['tenancies', 'userId', 'reference'],
    ['posts', 'fileUrl', 'file'],
    ['users', 'email', 'email'],
    ['users', 'password', 'secret'],
    ['users', 'avatarUrl', 'image'],
    ['categories', 'createdAt', 'date-time'],
  ])('%s.%s is %s', (resource, field, kind) => {
    expect(kindOf(d(resource), field)).toBe(kind);
  });
});

describe('one object per kind: read, worded, aligned, sorted, filtered, exported', () => {
  test('money', () => {
    const f = fieldInfo(d('services'), 'price');
    expect(kinds.money.parse('3.288,68', f)).toEqual({ value: 3288.68 });
    expect(kinds.money.format(3288.68, f)).toBe('R$\u00a03.288,68');
    expect(kinds.money.csv(3288.68, f, ctx)).toBe('3288,68');
    expect([kinds.money.align, kinds.money.sort, kinds.money.filter, kinds.money.input]).toEqual(['right', 'number', 'number', 'decimal']);
  });

  test('yes/no worded by its column, read from those words too', () => {
    const f = fieldInfo(d('jobs'), 'status');
    expect(kinds.boolean.format(false, f)).toBe('Inativa');
    expect(kinds.boolean.parse('ativa', f)).toEqual({ value: true });
    expect(kinds.boolean.parse('Não', f)).toEqual({ value: false });
    expect(kinds.boolean.parse('talvez', f)).toEqual({ message: 'Use Ativa ou Inativa.' });
    // A job without a status is active: the field's default, as the toggle reads it.
    expect(kinds.boolean.csv(undefined, f, ctx)).toBe('Ativa');
  });

  test('dates and instants', () => {
    expect(kinds.date.csv('2026-12-31', fieldInfo(d('tenancies'), 'endDate'), ctx)).toBe('31/12/2026');
    expect(kinds['date-time'].format('2026-11-23T21:06:00.000Z', fieldInfo(d('jobs'), 'createdAt'))).toBe('23/11/2026 18:06');
    expect(kinds['date-time'].csv('2026-11-23T21:06:00.000Z', fieldInfo(d('jobs'), 'createdAt'), ctx)).toBe('23/11/2026 18:06');
  });

  test('files and images: named by what they are, exported as links anyone can open', () => {
    const f = fieldInfo(d('posts'), 'fileUrl');
    expect(kinds.file.format('/uploads/abc.pdf', f)).toBe('PDF');
    expect(kinds.file.csv('/uploads/abc.pdf', f, ctx)).toBe('https://painel.exemplo.com.br/uploads/abc.pdf');
    expect(kinds.image.csv('https://cdn.exemplo.com/a.png', fieldInfo(d('outdoors'), 'imageUrl'), ctx)).toBe('https://cdn.exemplo.com/a.png');
  });

  test('texts: trimmed unless verbatim; a formula is defused in a CSV; a secret says nothing', () => {
    expect(kinds.text.parse('  Café  ', fieldInfo(d('categories'), 'name'))).toEqual({ value: 'Café' });
    expect(kinds.html.parse('  <p>x</p>', fieldInfo(d('jobs'), 'html'))).toEqual({ value: '  <p>x</p>' });
    expect(kinds.text.csv('=HYPERLINK("x")', fieldInfo(d('categories'), 'name'), ctx)).toBe('\'=HYPERLINK("x")');
    expect(kinds.secret.csv('segredo', fieldInfo(d('users'), 'password'), ctx)).toBe('');
    expect([kinds.text.verbatim, kinds.html.verbatim, kinds.secret.verbatim]).toEqual([false, true, true]);
  });

  test('a reference is exported as its record title', () => {
    expect(kinds.reference.csv('s-1', fieldInfo(d('tenancies'), 'serviceId'), { ...ctx, title: 'Painel rodoviário' })).toBe('Painel rodoviário');
  });
});

test('which ways of filtering take a range (field.gte / field.lte) and which one value: said once, by the filter facet', () => {
  expect(isRangeFilter('number')).toBe(true);
  expect(isRangeFilter('date')).toBe(true);
  expect(isRangeFilter('date-time')).toBe(true);
  expect(isRangeFilter('boolean')).toBe(false);
  expect(isRangeFilter('enum')).toBe(false);
  expect(isRangeFilter('reference')).toBe(false);
  // Money filters as a number: a range.
  expect(isRangeFilter(kinds.money.filter!)).toBe(true);
});
