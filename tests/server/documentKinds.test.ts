// @vitest-environment node
// CPF, CNPJ and phone fields (field kinds named in a descriptor's `kinds`) on every road a value comes in by: the
// REST API, a spreadsheet import, the table API. Declared in a copy of schemas/: no shipped descriptor has them yet.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import writeXlsxFile from 'write-excel-file/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactsDescriptor } from '../utils/exampleDescriptor';
import { client, makeApp, schemasWithApis, signIn, stamped, type FilePart } from './helpers';

let app: FastifyInstance;
let api: ReturnType<typeof client>;
let token: string;

/** The table API's copy: read and PATCH only, as a hosted table is. */
const phonebook = {
  $schema: './descriptor.schema.json',
  name: 'phonebook',
  labels: { singular: 'Ramal', plural: 'Ramais', gender: 'm' },
  group: 'Site',
  order: 91,
  icon: 'settings',
  api: 'table',
  schema: { type: 'object', properties: { document: { title: 'CPF ou CNPJ', type: 'string', maxLength: 20 }, phone: { title: 'Telefone', type: 'string', maxLength: 20 } } },
  kinds: { document: 'cpf-cnpj', phone: 'phone' },
  operations: {
    read: { method: 'GET', path: '/phonebook', messages: { error: 'Erro ao obter os ramais' } },
    update: { method: 'PATCH', path: '/phonebook', body: 'json', fields: ['document', 'phone'], messages: { success: 'Ramal atualizado.', error: 'Erro ao atualizar o ramal' } },
  },
};

beforeAll(async () => {
  const dir = schemasWithApis(() => {});
  writeFileSync(join(dir, 'contacts.json'), JSON.stringify(contactsDescriptor, null, 2));
  writeFileSync(join(dir, 'phonebook.json'), JSON.stringify(phonebook, null, 2));
  app = await makeApp({ schemasDir: dir });
  token = await signIn(app);
  api = client(app, token);
});
afterAll(() => app?.close());

const contacts = async () => (await api.get('/api/contacts?limit=100')).json().data as Record<string, unknown>[];
const found = async (q: string) => ((await api.get(`/api/contacts?q=${encodeURIComponent(q)}&limit=100`)).json().data as { name: string }[]).map((c) => c.name).sort();

describe('REST: any typed form is stored in the one written form', () => {
  it('digits only, lower-case letters and +55 come back as "529.982.247-25", "12.ABC.345/01DE-35", "(11) 98765-4321"', async () => {
    const res = await api.post('/api/contacts', { name: 'Ana Digitada', document: '52998224725', cpf: '111 444 777 35', cnpj: '12abc34501de35', phone: '+55 11 98765-4321' });
    expect(res.statusCode).toBe(201);
    const stored = { name: 'Ana Digitada', document: '529.982.247-25', cpf: '111.444.777-35', cnpj: '12.ABC.345/01DE-35', phone: '(11) 98765-4321' };
    expect(res.json()).toEqual(stamped({ id: expect.any(String), ...stored }));
    expect((await api.get(`/api/contacts/${res.json().id}`)).json()).toMatchObject(stored);
    const edited = await api.patch(`/api/contacts/${res.json().id}`, { document: '11222333000181', phone: '1134567890' });
    expect(edited.json()).toMatchObject({ document: '11.222.333/0001-81', phone: '(11) 3456-7890' });
  });

  it.each([
    [{ document: '529.982.247-26' }, 'document', 'CPF inválido: confira os dígitos.', 'Dados inválidos — CPF ou CNPJ: CPF inválido: confira os dígitos.'],
    [{ document: '111.111.111-11' }, 'document', 'CPF inválido: confira os dígitos.', 'Dados inválidos — CPF ou CNPJ: CPF inválido: confira os dígitos.'],
    [{ document: '12.ABC.345/01DE-34' }, 'document', 'CNPJ inválido: confira os dígitos.', 'Dados inválidos — CPF ou CNPJ: CNPJ inválido: confira os dígitos.'],
    [{ document: '1234567' }, 'document', 'CPF ou CNPJ inválido: confira os dígitos.', 'Dados inválidos — CPF ou CNPJ: CPF ou CNPJ inválido: confira os dígitos.'],
    [{ cpf: '11.222.333/0001-81' }, 'cpf', 'CPF inválido: confira os dígitos.', 'Dados inválidos — CPF: CPF inválido: confira os dígitos.'],
    [{ cnpj: '12.ABC.345/01DE-3A' }, 'cnpj', 'CNPJ inválido: confira os dígitos.', 'Dados inválidos — CNPJ: CNPJ inválido: confira os dígitos.'],
    [{ phone: '98765-4321' }, 'phone', 'Telefone inválido: informe o DDD e o número.', 'Dados inválidos — Telefone: telefone inválido: informe o DDD e o número.'],
    [{ phone: '0800 123 4567' }, 'phone', 'Telefone inválido: informe o DDD e o número.', 'Dados inválidos — Telefone: telefone inválido: informe o DDD e o número.'],
  ])('%j → 400 naming the field, nothing created', async (sent, field, message, summary) => {
    const before = (await contacts()).length;
    const res = await api.post('/api/contacts', { name: 'Recusado', ...sent });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: summary, errors: [{ field, message }] });
    expect((await contacts()).length).toBe(before);
  });

  it('two fields wrong at once: each said; an update refused keeps what was stored', async () => {
    const { id } = (await api.post('/api/contacts', { name: 'Beto Mantido', cpf: '529.982.247-25', phone: '(21) 2345-6789' })).json();
    const res = await api.patch(`/api/contacts/${id}`, { cpf: '529.982.247-2', phone: '(20) 2345-6789' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      { field: 'cpf', message: 'CPF inválido: confira os dígitos.' },
      { field: 'phone', message: 'Telefone inválido: informe o DDD e o número.' },
    ]);
    expect((await api.get(`/api/contacts/${id}`)).json()).toMatchObject({ cpf: '529.982.247-25', phone: '(21) 2345-6789' });
  });

  it('a number where a text goes is still "Deve ser um texto."', async () => {
    const res = await api.post('/api/contacts', { name: 'Número', cpf: 52998224725 });
    expect(res.json().errors).toEqual([{ field: 'cpf', message: 'Deve ser um texto.' }]);
  });
});

describe('the search finds them typed with or without punctuation', () => {
  beforeAll(async () => {
    await api.post('/api/contacts', { name: 'Busca Pessoa', document: '012.345.678-90', phone: '(31) 99876-5432' });
    await api.post('/api/contacts', { name: 'Busca Empresa', document: '12.ABC.345/01DE-35', phone: '(31) 3222-1100' });
  });

  it.each([
    ['01234567890', ['Busca Pessoa']],
    ['012.345.678-90', ['Busca Pessoa']],
    ['345.678', ['Busca Pessoa']],
    ['12abc34501de35', ['Busca Empresa']],
    ['12.ABC.345/01DE-35', ['Busca Empresa']],
    ['31998765432', ['Busca Pessoa']],
    ['99876-5432', ['Busca Pessoa']],
    ['(31) 3222-1100', ['Busca Empresa']],
    ['32221100', ['Busca Empresa']],
  ])('"%s" finds %j', async (q, names) => {
    expect(await found(q)).toEqual(names);
  });
});

describe('import: each cell read as the form reads it', () => {
  const csv = (text: string): FilePart => ({ filename: 'contatos.csv', type: 'text/csv', data: Buffer.from(`\uFEFF${text}`, 'utf8') });
  const importing = (file: FilePart, dryRun = false) => api.form('POST', `/api/painel/import/contacts${dryRun ? '?dryRun=true' : ''}`, { file });

  it('a dry run says each wrong cell with its row, column and message', async () => {
    const res = await importing(csv('Nome;CPF ou CNPJ;Telefone\r\nPlanilha Certa;52998224725;11 3456-7890\r\nPlanilha Errada;12.ABC.345/01DE-34;3456-7890\r\n'), true);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      rows: 2,
      problems: [
        { row: 3, column: 'CPF ou CNPJ', message: 'CNPJ inválido: confira os dígitos.' },
        { row: 3, column: 'Telefone', message: 'Telefone inválido: informe o DDD e o número.' },
      ],
    });
    expect(res.json().preview[0]).toEqual({ row: 2, operation: 'create', values: { name: 'Planilha Certa', document: '529.982.247-25', phone: '(11) 3456-7890' } });
  });

  it('a commit stores the written form; an XLSX number cell that lost its leading zero is read with it', async () => {
    const sheet = [
      ['Nome', 'CPF ou CNPJ', 'Telefone'].map((value) => ({ value })),
      [{ value: 'Planilha Zero' }, { value: 1234567890 }, { value: 11987654321 }],
      [{ value: 'Planilha Letras' }, { value: '12abc34501de35' }, { value: '+55 (21) 2345-6789' }],
    ];
    const file: FilePart = { filename: 'contatos.xlsx', type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', data: await writeXlsxFile(sheet).toBuffer() };
    const res = await importing(file);
    expect(res.statusCode).toBe(201);
    const stored = (await contacts()).filter((c) => String(c.name).startsWith('Planilha')).map((c) => [c.name, c.document, c.phone]);
    expect(stored.sort()).toEqual([
      ['Planilha Letras', '12.ABC.345/01DE-35', '(21) 2345-6789'],
      ['Planilha Zero', '012.345.678-90', '(11) 98765-4321'],
    ]);
  });
});

describe('the table API (PATCH) normalises and refuses as the REST API does', () => {
  const ANON = 'painel-anon-key';
  const patch = (id: string, payload: unknown) =>
    app.inject({ method: 'PATCH', url: `/rest/v1/phonebook?id=eq.${id}`, headers: { apikey: ANON, authorization: `Bearer ${token}`, 'content-type': 'application/json', prefer: 'return=representation' }, payload: payload as string });

  it('digits only are stored in the written form; a wrong CNPJ is a 400 naming the field, nothing written', async () => {
    await app.painel.db.query('INSERT INTO phonebook (id, document, phone) VALUES ($1, $2, $3)', ['r1', '529.982.247-25', '(11) 3456-7890']);
    const ok = await patch('r1', { document: '11222333000181', phone: '5511987654321' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual([expect.objectContaining({ id: 'r1', document: '11.222.333/0001-81', phone: '(11) 98765-4321' })]);
    const refused = await patch('r1', { document: '11.222.333/0001-80' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ code: '23514', details: 'document: CNPJ inválido: confira os dígitos.', hint: null, message: 'Valor inválido' });
    expect(await app.painel.db.query('SELECT document FROM phonebook WHERE id = $1', ['r1'])).toEqual([{ document: '11.222.333/0001-81' }]);
  });
});

describe('out: the CSV keeps them as text, the OpenAPI document states them', () => {
  it('a CSV cell is the written form: the leading zero and the punctuation stay', async () => {
    await api.post('/api/contacts', { name: 'Exporta Zero', document: '01234567890', phone: '31998765432' });
    const res = await api.get('/api/contacts/export?q=exporta&columns=name,document,phone');
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('\uFEFFNome;CPF ou CNPJ;Telefone\r\nExporta Zero;012.345.678-90;(31) 99876-5432\r\n');
  });

  it('each field says its format, pattern and example; a request also says what else it accepts', async () => {
    const doc = (await api.get('/api/painel/openapi.json')).json();
    expect(doc.components.schemas.Contacts.properties.document).toEqual({
      title: 'CPF ou CNPJ',
      type: ['string', 'null'],
      maxLength: 20,
      format: 'cpf-cnpj',
      pattern: String.raw`^(\d{3}\.\d{3}\.\d{3}-\d{2}|[0-9A-Z]{2}\.[0-9A-Z]{3}\.[0-9A-Z]{3}/[0-9A-Z]{4}-\d{2})$`,
      examples: ['529.982.247-25', '12.ABC.345/01DE-35'],
    });
    expect(doc.components.schemas.Contacts.properties.phone).toMatchObject({ format: 'br-phone', pattern: String.raw`^\(\d{2}\) (9\d{4}|[2-5]\d{3})-\d{4}$`, examples: ['(11) 98765-4321', '(11) 3456-7890'] });
    const create = doc.paths['/api/contacts'].post.requestBody.content['application/json'].schema.properties;
    expect(create.cnpj).toEqual({
      title: 'CNPJ',
      type: 'string',
      maxLength: 20,
      format: 'cnpj',
      examples: ['11.222.333/0001-81', '12.ABC.345/01DE-35'],
      description: 'Guardado como nos exemplos. Aceita também sem pontuação e com letras minúsculas.',
    });
  });
});
