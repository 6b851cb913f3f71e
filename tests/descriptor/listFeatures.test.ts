// @vitest-environment node
import { readFileSync } from 'node:fs';
import { filterParams, listQueryEntries, readFilterValue, readListCriteria, sortFields, type ResourceDescriptor } from '../../src/engine/contract';
import { DescriptorError, validateDescriptor } from '../../src/engine/descriptor';

const schema = (name: string) => JSON.parse(readFileSync(`schemas/${name}.json`, 'utf8'));
const loaded = (name: string) => validateDescriptor(schema(name), `schemas/${name}.json`);

function problemsOf(json: unknown): string[] {
  try {
    validateDescriptor(json, 'schemas/quebrado.json');
  } catch (e) {
    expect(e).toBeInstanceOf(DescriptorError);
    return (e as DescriptorError).problems;
  }
  throw new Error('descriptor was accepted');
}

describe('sort and filters derived from the field schema', () => {
  test('jobs: text, yes/no and timestamps sort; the status filters', () => {
    const jobs = loaded('jobs');
    expect(sortFields(jobs)).toEqual(['name', 'description', 'status', 'createdAt', 'updatedAt']);
    expect(filterParams(jobs).map((p) => [p.param, p.kind])).toEqual([['status', 'boolean']]);
  });

  test('tenancies: references and the status filter by equality, dates by range; references do not sort', () => {
    const tenancies = loaded('tenancies');
    expect(sortFields(tenancies)).toEqual(['startDate', 'endDate', 'price', 'status', 'createdAt', 'updatedAt']);
    expect(filterParams(tenancies).map((p) => p.param)).toEqual([
      'outdoorId', 'serviceId', 'clientId', 'userId', 'startDate.gte', 'startDate.lte', 'endDate.gte', 'endDate.lte', 'price.gte', 'price.lte', 'status',
    ]);
  });

  test('outdoors: format and UF by their values, the category by reference, the city (free text it names) by one value', () => {
    expect(filterParams(loaded('outdoors')).map((p) => [p.param, p.kind])).toEqual([
      ['format', 'enum'], ['state', 'enum'], ['city', 'text'], ['categoryId', 'reference'], ['livre', 'free'], ['ocupado', 'busy'],
    ]);
    const city = filterParams(loaded('outdoors')).find((p) => p.field === 'city')!;
    expect(readFilterValue(city, ' Belo Horizonte ')).toEqual({ value: 'Belo Horizonte' });
    expect(readFilterValue(city, '  ')).toEqual({ message: 'Cidade: informe um texto de até 200 caracteres.' });
  });

  test('services: the price sorts and filters by range; images and files never sort', () => {
    expect(filterParams(loaded('services')).map((p) => p.param)).toEqual(['price.gte', 'price.lte']);
    expect(sortFields(loaded('users'))).toEqual(['name', 'email', 'role', 'createdAt', 'updatedAt']);
    expect(sortFields(loaded('posts'))).toEqual(['status', 'createdAt', 'updatedAt']);
  });

  test('a descriptor that declares its own lists them as written, [] turning the feature off', () => {
    const d = schema('services');
    d.list.sort = { fields: ['price'], default: '-price' };
    d.list.filters = [];
    const services = validateDescriptor(d, 'x.json');
    expect(sortFields(services)).toEqual(['price']);
    expect(filterParams(services)).toEqual([]);
  });
});

describe('the descriptor check refuses sort and filter declarations that cannot work', () => {
  test('unknown fields, reserved names, a reference sort, a default that does not sort', () => {
    const d = schema('tenancies');
    d.list.sort = { fields: ['startDate', 'inicio', 'serviceId', 'page'], default: '-endDate' };
    d.list.filters = ['q', 'serviceId', 'valor'];
    expect(problemsOf(d)).toEqual([
      "/list/sort/fields/1 names unknown field 'inicio'",
      "/list/sort/fields/2 'serviceId' cannot be sorted (a reference, a secret or a file)",
      "/list/sort/fields/3 'page' clashes with the list's own query parameter",
      "/list/filters/0 'q' clashes with the list's own query parameter",
      "/list/filters/2 names unknown field 'valor'",
      "/list/sort/default '-endDate' is not one of the list's sortable fields",
    ]);
  });

  test('a field named like a timestamp, a bulk or export without a list, a row action named delete', () => {
    const d = schema('jobs');
    d.schema.properties.createdAt = { title: 'Criada em', type: 'string' };
    d.actions[0].name = 'delete';
    delete d.operations.list;
    expect(problemsOf(d)).toEqual([
      '/schema/properties/createdAt is a timestamp the server sets on every record; remove it',
      '/operations/bulk needs a list operation',
      '/operations/export needs a list operation',
      "/actions/0/name 'delete' is the bulk delete's name",
    ]);
  });

  test('a sort default that is not a field name at all is a meta-schema error', () => {
    const d = schema('jobs');
    d.list.sort = { default: 'name desc' };
    expect(problemsOf(d)).toEqual(['/list/sort/default must match pattern "^-?[A-Za-z_][A-Za-z0-9_]*$"']);
  });
});

describe('the wire: only what the operation declares, only what the user set', () => {
  const query = { q: 'ana', page: 2, limit: 10, sort: '-name', filters: { status: 'true', 'startDate.gte': '2026-01-01' } };

  test('an operation that does not declare sort or filters sends neither (an external API keeps its calls)', () => {
    expect(listQueryEntries(['q', 'page', 'limit'], query)).toEqual([['q', 'ana'], ['page', '2'], ['limit', '10']]);
  });

  test('declared: sort and each filter as its own parameter, in the declared order', () => {
    expect(listQueryEntries(['page', 'limit', 'q', 'sort', 'filters'], query)).toEqual([
      ['page', '2'], ['limit', '10'], ['q', 'ana'], ['sort', '-name'], ['status', 'true'], ['startDate.gte', '2026-01-01'],
    ]);
  });

  test('declared but unset: nothing extra is sent', () => {
    expect(listQueryEntries(['q', 'page', 'limit', 'sort', 'filters'], { page: 1, limit: 10, filters: { status: '' } })).toEqual([
      ['page', '1'], ['limit', '10'],
    ]);
  });
});

describe('reading a list query against the descriptor', () => {
  const tenancies = () => loaded('tenancies') as ResourceDescriptor;

  test('words folded, filters typed, sort read; the default order is newest first', () => {
    const { criteria, problems } = readListCriteria(tenancies(), { q: '  SOUZA  ana souza ', sort: 'startDate', filters: { 'startDate.gte': '2026-02-01', userId: 'u-1' } });
    expect(problems).toEqual([]);
    expect(criteria).toEqual({
      words: ['souza', 'ana'],
      sort: { field: 'startDate', desc: false },
      filters: [
        { param: 'startDate.gte', field: 'startDate', op: 'gte', kind: 'date', value: '2026-02-01' },
        { param: 'userId', field: 'userId', op: 'eq', kind: 'reference', value: 'u-1' },
      ],
    });
    expect(readListCriteria(tenancies(), {}).criteria.sort).toEqual({ field: 'createdAt', desc: true });
  });

  test('bad values are named by the field title, never repeated', () => {
    const { problems } = readListCriteria(tenancies(), { sort: 'nome', filters: { 'startDate.gte': '2026-02-30', 'endDate.lte': ['2026-01-01', '2026-02-01'] } });
    expect(problems).toEqual([
      { param: 'sort', message: 'Ordenação inválida: use um destes campos, com "-" na frente para a ordem decrescente: startDate, endDate, price, status, createdAt, updatedAt.' },
      { param: 'startDate.gte', message: 'Início (a partir de): informe uma data válida (AAAA-MM-DD).' },
      { param: 'endDate.lte', message: 'Fim (até): informe um só valor.' },
    ]);
  });

  test('an unknown parameter, and a sort the operation does not declare, list what the list accepts', () => {
    const { problems } = readListCriteria(tenancies(), { sort: 'startDate', filters: { '<script>': '1' } }, { sort: false, filters: true });
    expect(problems).toEqual([
      { message: 'Parâmetro de consulta desconhecido. Esta lista aceita: q, page, limit, outdoorId, serviceId, clientId, userId, startDate.gte, startDate.lte, endDate.gte, endDate.lte, price.gte, price.lte, status.' },
    ]);
  });
});
