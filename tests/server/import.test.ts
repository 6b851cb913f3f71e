// @vitest-environment node
// Spreadsheets in: POST /api/painel/import/{resource}[?dryRun=true], multipart with the file in "file".
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import writeXlsxFile from 'write-excel-file/node';
import { describe, expect, it, onTestFinished } from 'vitest';
import { client, giveRole, multipart, signedInApp, signIn, type FilePart } from './helpers';
import { entry, SHEET_HEAD, SHEET_TAIL, workbook, zip } from './support/zipFiles';

const made = signedInApp();

const csv = (text: string, filename = 'planilha.csv'): FilePart => ({ filename, type: 'text/csv', data: Buffer.from(text, 'utf8') });
const bom = (text: string) => csv(`\uFEFF${text}`);
/** What Excel in Portuguese saves: Windows-1252, one byte per accented letter. */
const windows1252 = (text: string): FilePart => ({ filename: 'excel.csv', type: 'text/csv', data: Buffer.from(text, 'latin1') });

const importing = (resource: string, file: FilePart, { dryRun = false, mapping, seen }: { dryRun?: boolean; mapping?: Record<string, string>; seen?: unknown } = {}) =>
  made.api.form('POST', `/api/painel/import/${resource}${dryRun ? '?dryRun=true' : ''}`, { ...(mapping ? { mapping: JSON.stringify(mapping) } : {}), ...(seen ? { seen: JSON.stringify(seen) } : {}), file });

const servicesNamed = async (q: string) => (await made.api.get(`/api/server/services?q=${encodeURIComponent(q)}&limit=50`)).json().data.items as Record<string, unknown>[];

describe('a dry run checks every row and writes nothing', () => {
  it('reads Brazilian numbers from a ;-separated UTF-8 file with BOM and previews what it would create', async () => {
    const res = await importing('services', bom('Nome;Descrição;Preço (R$)\r\nPlaca Seca Um;Frente e verso;1.234,56\r\nPlaca Seca Dois;;R$ 80\r\n'), { dryRun: true });
    expect(res.statusCode).toBe(200);
    const report = res.json();
    expect(report).toMatchObject({ dryRun: true, rows: 2, create: 2, update: 0, problems: [], problemCount: 0 });
    expect(report.columns).toEqual([
      { header: 'Nome', field: 'name' },
      { header: 'Descrição', field: 'description' },
      { header: 'Preço (R$)', field: 'price' },
    ]);
    expect(report.preview[0]).toEqual({ row: 2, operation: 'create', values: { name: 'Placa Seca Um', description: 'Frente e verso', price: 'R$\u00a01.234,56' } });
    expect(report.preview[1].values.price).toBe('R$\u00a080,00');
    expect(res.headers['painel-undo']).toBeUndefined();
    expect(await servicesNamed('Placa Seca')).toEqual([]);
  });

  it('lists each problem with its row, column and Portuguese message, and still writes nothing', async () => {
    const res = await importing('services', bom('Nome;Preço (R$)\r\nCerto;10\r\nX;1,234.56\r\n;5\r\nPreço ruim;abc\r\n'), { dryRun: true });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      rows: 4,
      problemCount: 4,
      problems: [
        { row: 3, column: 'Nome', message: expect.stringMatching(/pelo menos 2 caracteres/) },
        { row: 3, column: 'Preço (R$)', message: 'Use vírgula para os centavos: 1.234,56.' },
        { row: 4, column: 'Nome', message: 'Campo obrigatório.' },
        { row: 5, column: 'Preço (R$)', message: 'Informe um número.' },
      ],
    });
    expect(await servicesNamed('Certo')).toEqual([]);
  });
});

describe('commit: all or nothing, one bulk id, one undo', () => {
  it('writes every row in one go, under one bulk id, and "Desfazer" takes the whole import back', async () => {
    const res = await importing('services', bom('Nome;Descrição;Preço (R$)\r\nLote Importado A;Um;1.500\r\nLote Importado B;Dois;"2.750,10"\r\n'));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ dryRun: false, rows: 2, create: 2, problemCount: 0, bulkId: expect.any(String) });
    const rows = await servicesNamed('Lote Importado');
    expect(rows.map((r) => [r.name, r.description, r.price]).sort()).toEqual([
      ['Lote Importado A', 'Um', 1500],
      ['Lote Importado B', 'Dois', 2750.1],
    ]);
    const history = (await made.api.get(`/api/painel/history/services/${rows[0].id}`)).json().items;
    expect(history[0]).toMatchObject({ operation: 'create', source: 'import', bulkId: res.json().bulkId });

    const token = res.headers['painel-undo'] as string;
    expect(token).toMatch(/^[0-9a-f-]{36}$/);
    expect((await made.api.post(`/api/painel/undo/${token}`)).statusCode).toBe(200);
    expect(await servicesNamed('Lote Importado')).toEqual([]);
  });

  it('a file with one bad row is refused whole: 422 naming the row, and not even the good rows stay', async () => {
    const res = await importing('services', bom('Nome;Preço (R$)\r\nRecusado Bom;10\r\nRecusado Ruim;dez reais\r\n'));
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('Nada foi importado. Linha 3, coluna "Preço (R$)": Informe um número.');
    expect(await servicesNamed('Recusado')).toEqual([]);
  });

  it('a row with an ID updates that record, only in the file\'s columns; an unknown or repeated ID is a problem', async () => {
    const id = (await made.api.post('/api/server/services', { name: 'Atualizável', description: 'Fica', price: 10 })).json().data.id;
    const bad = await importing('services', bom(`ID;Preço (R$)\r\n${id};20\r\nnao-existe;30\r\n${id};40\r\n`), { dryRun: true });
    expect(bad.json()).toMatchObject({
      update: 3,
      problems: [
        { row: 3, column: 'ID', message: 'Serviço não encontrado.' },
        { row: 4, column: 'ID', message: 'Este ID já está na linha 2.' },
      ],
    });
    const res = await importing('services', bom(`ID;Preço (R$)\r\n${id};"99,90"\r\n`));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ create: 0, update: 1 });
    expect((await made.api.get(`/api/server/services/${id}`)).json().data).toMatchObject({ name: 'Atualizável', description: 'Fica', price: 99.9 });
  });
});

describe('a colleague\'s edit between the dry run and the commit', () => {
  it('a commit that carries what its dry run saw refuses a row whose record changed since: who and when, nothing written', async () => {
    const a = (await made.api.post('/api/server/services', { name: 'Conferido A', price: 10 })).json().data.id;
    const b = (await made.api.post('/api/server/services', { name: 'Conferido B', price: 10 })).json().data.id;
    await made.api.put(`/api/server/services/${b}`, { name: 'Conferido B', price: 11 });
    const file = bom(`ID;Preço (R$)\r\n${a};20\r\n${b};30\r\n`);
    const dry = (await importing('services', file, { dryRun: true })).json();
    // The version of each record a row updates, in the file's order.
    expect(dry.seen).toEqual({ file: expect.stringMatching(/^[0-9a-f]{64}$/), versions: [1, 2] });

    const carla = (await made.api.post('/api/server/users', { name: 'Carla Colega', email: 'carla.colega@exemplo.com.br', password: 'senha-forte-1' })).json().data.id;
    await giveRole(made.api, carla, 'editor');
    const colleague = client(made.app, await signIn(made.app, 'carla.colega@exemplo.com.br', 'senha-forte-1'));
    expect((await colleague.put(`/api/server/services/${b}`, { name: 'Conferido B', price: 99 })).statusCode).toBe(200);

    const res = await importing('services', file, { seen: dry.seen });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toMatch(/^Nada foi importado\. Linha 3, coluna "ID": Carla Colega alterou este serviço em \d{2}\/\d{2}\/\d{4} às \d{2}:\d{2}, depois da verificação\. Verifique o arquivo de novo\.$/);
    expect([(await made.api.get(`/api/server/services/${a}`)).json().data.price, (await made.api.get(`/api/server/services/${b}`)).json().data.price]).toEqual([10, 99]);

    // Checked again, it goes through; a commit without the part (an API client) is written as before.
    const again = (await importing('services', file, { dryRun: true })).json();
    expect(again.seen.versions).toEqual([1, 3]);
    expect((await importing('services', file, { seen: again.seen })).statusCode).toBe(201);
    expect((await importing('services', bom(`ID;Preço (R$)\r\n${a};40\r\n`))).statusCode).toBe(201);
  });

  it('what the dry run saw must be of this file and these columns', async () => {
    const id = (await made.api.post('/api/server/services', { name: 'Conferido C', price: 10 })).json().data.id;
    const seen = (await importing('services', bom(`ID;Preço (R$)\r\n${id};20\r\n`), { dryRun: true })).json().seen;
    const refusal = 'O arquivo ou as colunas mudaram desde a verificação: verifique de novo antes de importar.';
    const otherFile = await importing('services', bom(`ID;Preço (R$)\r\n${id};25\r\n`), { seen });
    expect([otherFile.statusCode, otherFile.json().message]).toEqual([422, refusal]);
    const otherColumns = await importing('services', bom(`ID;Preço (R$)\r\n${id};20\r\n`), { seen, mapping: { 'Preço (R$)': '' } });
    expect([otherColumns.statusCode, otherColumns.json().message]).toEqual([422, refusal]);
    const malformed = await importing('services', bom(`ID;Preço (R$)\r\n${id};20\r\n`), { seen: { file: 'x', versions: 'um' } });
    expect(malformed.statusCode).toBe(400);
    expect((await made.api.get(`/api/server/services/${id}`)).json().data.price).toBe(10);
  });
});

describe('files as offices have them', () => {
  it('Windows-1252 with commas (Excel in Portuguese) is detected and read', async () => {
    const res = await importing('services', windows1252('Nome,Descrição,Preço\r\nPromoção de verão,"Atenção, ímpar","2.500,00"\r\n'));
    expect(res.statusCode).toBe(201);
    expect(await servicesNamed('Promoção de verão')).toEqual([expect.objectContaining({ name: 'Promoção de verão', description: 'Atenção, ímpar', price: 2500 })]);
  });

  it('XLSX: typed numbers and dates, text dates, references by title or id, and the form\'s cross-field rule', async () => {
    const serviceId = (await made.api.post('/api/server/services', { name: 'Painel Rodoviário', price: 5000 })).json().data.id;
    const maria = (await made.api.post('/api/server/users', { name: 'Maria Planilha', email: 'maria.planilha@exemplo.com.br', password: 'senha-forte-1' })).json().data.id;
    const sheet = [
      ['Serviço', 'Locatário', 'Início', 'Fim'].map((value) => ({ value })),
      [{ value: 'painel rodoviário' }, { value: 'Maria Planilha' }, { value: new Date(Date.UTC(2026, 0, 1)), format: 'dd/mm/yyyy' }, { value: '31/12/2026' }],
      [{ value: serviceId }, { value: maria }, { value: '01/02/2026' }, { value: '01/01/2026' }],
      [{ value: 'Serviço Fantasma' }, { value: 'Maria Planilha' }, { value: '01/02/2026' }, { value: '01/03/2026' }],
    ];
    const file: FilePart = { filename: 'locacoes.xlsx', type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', data: await writeXlsxFile(sheet).toBuffer() };
    const res = await importing('tenancies', file, { dryRun: true });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      rows: 3,
      problems: [
        { row: 3, column: 'Fim', message: expect.stringMatching(/Início|01\/02\/2026/) },
        { row: 4, column: 'Serviço', message: 'Serviço "Serviço Fantasma" não encontrado: informe o serviço pelo nome ou pelo ID.' },
      ],
    });
    // A reference is previewed as the record it names, by its title: not its id.
    expect(res.json().preview[0]).toMatchObject({ row: 2, values: { serviceId: 'Painel Rodoviário', userId: 'Maria Planilha', startDate: '01/01/2026', endDate: '31/12/2026' } });
  });

  it('the preview names a referenced record by its title, whether the file gave its title or its id', async () => {
    const serviceId = (await made.api.post('/api/server/services', { name: 'Empena Prévia', price: 900 })).json().data.id;
    const ana = (await made.api.post('/api/server/users', { name: 'Ana Prévia', email: 'ana.previa@exemplo.com.br', password: 'senha-forte-1' })).json().data.id;
    const res = await importing('tenancies', bom(`Serviço;Locatário;Início;Fim\r\n${serviceId};ana prévia;01/01/2026;31/01/2026\r\nempena prévia;${ana};01/02/2026;28/02/2026\r\n`), { dryRun: true });
    expect(res.json()).toMatchObject({ problemCount: 0, create: 2 });
    expect(res.json().preview.map((r: { values: Record<string, string> }) => [r.values.serviceId, r.values.userId])).toEqual([
      ['Empena Prévia', 'Ana Prévia'],
      ['Empena Prévia', 'Ana Prévia'],
    ]);
  });

  it('"Ativa" / "Inativa" set a status through its action; "Sim" / "Não" too', async () => {
    const res = await importing('jobs', bom('Nome;Descrição;Descrição HTML;Status\r\nVaga Planilha Inativa;Texto;<p>x</p>;Inativa\r\nVaga Planilha Ativa;Texto;<p>y</p>;Sim\r\n'), { mapping: { 'Descrição HTML': 'html' } });
    expect(res.statusCode).toBe(201);
    const jobs = (await made.api.get('/api/jobs?q=Vaga%20Planilha&limit=10')).json().data as Record<string, unknown>[];
    expect(Object.fromEntries(jobs.map((j) => [j.name, j.status]))).toEqual({ 'Vaga Planilha Inativa': false, 'Vaga Planilha Ativa': true });
  });

  it('columns it cannot place ask for a mapping; the mapping places them', async () => {
    const file = bom('Serviço;Valor\r\nMapeado;12\r\n');
    const unmapped = (await importing('services', file, { dryRun: true })).json();
    expect(unmapped.columns).toEqual([{ header: 'Serviço', field: null }, { header: 'Valor', field: null }]);
    expect(unmapped.problems[0]).toEqual({ row: 1, message: 'Nenhuma coluna corresponde a um campo de serviços: ligue as colunas aos campos, ou use o modelo.' });
    const mapped = (await importing('services', file, { dryRun: true, mapping: { Serviço: 'name', Valor: 'price' } })).json();
    expect(mapped).toMatchObject({ problemCount: 0, create: 1, preview: [{ values: { name: 'Mapeado', price: 'R$\u00a012,00' } }] });
    const partly = (await importing('services', bom('Nome;Outra\r\nSem preço;x\r\n'), { dryRun: true })).json();
    expect(partly.problems).toEqual([{ row: 1, column: 'Preço (R$)', message: 'Falta esta coluna, obrigatória para criar registros.' }]);
  });

  it('"Baixar modelo": an empty CSV with the titles a file should carry', async () => {
    const res = await made.api.get('/api/painel/import/services/template');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="modelo-servicos.csv"');
    expect(res.body).toBe('\uFEFFNome;Descrição;Preço (R$)\r\n');
  });
});

describe('refusals, in Portuguese, changing nothing', () => {
  it('what a request gets wrong', async () => {
    expect((await made.api.post('/api/painel/import/services', { file: 'x' })).statusCode).toBe(415);
    const none = await made.api.form('POST', '/api/painel/import/services', { mapping: '{}' });
    expect([none.statusCode, none.json().message]).toEqual([400, 'Envie a planilha (CSV ou XLSX) no campo "file".']);
    const badMapping = await importing('services', bom('Nome\r\nX\r\n'), { mapping: ['x'] as unknown as Record<string, string> });
    expect(badMapping.statusCode).toBe(400);
    expect((await importing('services', csv('Nome;Preço (R$)\r\n"sem fim;1\r\n'))).json().message).toMatch(/^Não foi possível ler o CSV/);
    expect((await importing('services', { filename: 'x.xlsx', type: 'application/zip', data: Buffer.from('PK\u0003\u0004 quebrado') })).json().message).toMatch(/^Não foi possível ler a planilha XLSX/);
    expect((await importing('nada', bom('Nome\r\n'))).statusCode).toBe(404);
  });

  it('a NUL character in a cell is a problem of the dry run, at its row and column, as it is of the commit', async () => {
    const file = bom('Nome;Descrição;Preço (R$)\r\nCom nulo;antes\u0000depois;10\r\n');
    const dry = await importing('services', file, { dryRun: true });
    expect(dry.statusCode).toBe(200);
    expect(dry.json()).toMatchObject({ problemCount: 1, problems: [{ row: 2, column: 'Descrição', message: 'A célula contém um caractere nulo (U+0000), que não é aceito.' }] });
    const commit = await importing('services', file);
    expect([commit.statusCode, commit.json().message]).toEqual([422, 'Nada foi importado. Linha 2, coluna "Descrição": A célula contém um caractere nulo (U+0000), que não é aceito.']);
    expect(await servicesNamed('Com nulo')).toEqual([]);
    // In a reference or an ID, looked up in the database: a problem too, never a 500.
    const lookedUp = await importing('tenancies', bom('ID;Serviço;Locatário;Início;Fim\r\n;Emp\u0000ena;Maria;01/01/2026;31/01/2026\r\nx\u0000y;Empena;Maria;01/01/2026;31/01/2026\r\n'), { dryRun: true });
    expect(lookedUp.statusCode).toBe(200);
    expect(lookedUp.json().problems).toEqual(
      expect.arrayContaining([
        { row: 2, column: 'Serviço', message: 'A célula contém um caractere nulo (U+0000), que não é aceito.' },
        { row: 3, column: 'ID', message: 'A célula contém um caractere nulo (U+0000), que não é aceito.' },
      ]),
    );
  });

  it('records a file cannot hold: a post needs its file, a person sets a password', async () => {
    const posts = await importing('posts', bom('Serviço\r\nX\r\n'));
    expect([posts.statusCode, posts.json().message]).toEqual([422, 'Posts não vêm de planilha: "Arquivo (imagem ou PDF)" não pode vir de uma célula.']);
    expect((await importing('users', bom('Nome\r\nX\r\n'))).statusCode).toBe(422);
  });

  it('a role without "import" is refused before the file is read', async () => {
    const id = (await made.api.post('/api/server/users', { name: 'Leitora', email: 'leitora.import@exemplo.com.br', password: 'senha-forte-1' })).json().data.id;
    await giveRole(made.api, id, 'leitura');
    const reader = client(made.app, await signIn(made.app, 'leitora.import@exemplo.com.br', 'senha-forte-1'));
    const res = await reader.form('POST', '/api/painel/import/services', { file: bom('Nome;Preço (R$)\r\nProibido;1\r\n') });
    expect(res.statusCode).toBe(403);
    expect(await servicesNamed('Proibido')).toEqual([]);
    expect((await reader.get('/api/painel/import/services/template')).statusCode).toBe(403);
  });
});

describe('told as it goes, for a client that asks (Accept: application/x-ndjson)', () => {
  const lines = async (resource: string, file: FilePart, dryRun: boolean) => {
    const { body, contentType } = multipart({ file });
    const res = await made.app.inject({
      method: 'POST',
      url: `/api/painel/import/${resource}${dryRun ? '?dryRun=true' : ''}`,
      headers: { authorization: made.api.token, 'content-type': contentType, accept: 'application/x-ndjson' },
      payload: body,
    });
    expect(res.headers['content-type']).toBe('application/x-ndjson; charset=utf-8');
    return { status: res.statusCode, lines: res.body.trim().split('\n').map((l) => JSON.parse(l)) };
  };
  const rowsOf = (n: number, bad?: number) =>
    bom(`Nome;Preço (R$)\r\n${Array.from({ length: n }, (_, i) => `Linha Contada ${i + 1};${i + 1 === bad ? 'caro' : '10'}`).join('\r\n')}\r\n`);

  it('a line every 1,000 rows, then the report; a commit\'s last line carries its undo token', async () => {
    const dry = await lines('services', rowsOf(2500), true);
    expect(dry.status).toBe(200);
    expect(dry.lines.slice(0, 2)).toEqual([{ progress: { rows: 1000 } }, { progress: { rows: 2000 } }]);
    expect(dry.lines[2].report).toMatchObject({ dryRun: true, rows: 2500, create: 2500, problemCount: 0 });
    expect(dry.lines).toHaveLength(3);

    const commit = await lines('services', rowsOf(1200), false);
    expect(commit.lines.at(-1)).toMatchObject({ report: { dryRun: false, create: 1200 }, undo: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    expect((await made.api.post(`/api/painel/undo/${commit.lines.at(-1).undo}`)).json()).toEqual({ undone: 1200 });
  });

  it('a refused file ends with the refusal: its status, the message naming the row, the report; nothing written', async () => {
    const commit = await lines('services', rowsOf(1500, 1400), false);
    expect(commit.status).toBe(200);
    expect(commit.lines.at(-1)).toEqual({
      error: { status: 422, message: 'Nada foi importado. Linha 1401, coluna "Preço (R$)": Informe um número.', report: expect.objectContaining({ problemCount: 1 }) },
    });
    expect(await servicesNamed('Linha Contada')).toEqual([]);
  });
});

describe('a commit that reads references, and what a refusal leaves behind', () => {
  it('tenancies with their service and tenant by title are written in the same transaction (no wait on itself)', async () => {
    await made.api.post('/api/server/services', { name: 'Empena Transacional', price: 700 });
    const tenant = (await made.api.post('/api/server/users', { name: 'Joana Transação', email: 'joana.tx@exemplo.com.br', password: 'senha-forte-1' })).json().data.id;
    const res = await importing('tenancies', bom('Serviço;Locatário;Início;Fim\r\nEmpena Transacional;joana transação;01/03/2026;31/03/2026\r\n'));
    expect(res.statusCode).toBe(201);
    const rows = (await made.api.get('/api/server/tenancies?limit=50')).json().data.items as Record<string, unknown>[];
    expect(rows).toEqual(expect.arrayContaining([expect.objectContaining({ userId: tenant, startDate: '2026-03-01', endDate: '2026-03-31' })]));
  }, 15_000);

  it('row numbers are the spreadsheet\'s, empty lines included', async () => {
    const res = await importing('services', bom('Nome;Preço (R$)\r\n\r\nCom linha vazia antes;1\r\n\r\nDepois de outra;caro\r\n'), { dryRun: true });
    expect(res.json()).toMatchObject({ rows: 2, problems: [{ row: 5, column: 'Preço (R$)', message: 'Informe um número.' }] });
  });

  it('a refused commit of a large file leaves no file open and nothing on disk', async () => {
    // A temporary folder of this test's own: other test files import at the same time.
    const mine = mkdtempSync(join(tmpdir(), 'painel-import-test-'));
    const was = process.env.TMPDIR;
    process.env.TMPDIR = mine;
    onTestFinished(() => {
      if (was === undefined) delete process.env.TMPDIR;
      else process.env.TMPDIR = was;
      rmSync(mine, { recursive: true, force: true });
    });
    const openFiles = () => readdirSync('/proc/self/fd').length;
    const uploads = () => readdirSync(mine).length;
    const before = [openFiles(), uploads()];
    const lines = Array.from({ length: 20_000 }, (_, i) => `Grande ${i};${i === 2 ? 'caro' : '1'}`);
    const res = await importing('services', bom(`Nome;Preço (R$)\r\n${lines.join('\r\n')}\r\n`));
    expect(res.statusCode).toBe(422);
    await new Promise((r) => setTimeout(r, 50));
    // None more than before (on PostgreSQL a pooled connection may close meanwhile: one fewer is no leak).
    expect(openFiles()).toBeLessThanOrEqual(before[0]);
    expect(uploads()).toBe(before[1]);
  });

  it('an XLSX that says it unpacks past the limit is refused before it is unpacked (a zip bomb)', async () => {
    const data = await writeXlsxFile([[{ value: 'Nome' }], [{ value: 'Pequena' }]]).toBuffer();
    expect((await importing('services', { filename: 'ok.xlsx', type: 'application/octet-stream', data }, { dryRun: true })).statusCode).toBe(200);
    // The same file, its central directory saying its sheet unpacks to 200 MB, as a bomb's honestly does.
    const bomb = Buffer.from(data);
    const end = bomb.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
    const sheet = bomb.indexOf('xl/worksheets/sheet1.xml', bomb.readUInt32LE(end + 16)) - 46;
    expect(bomb.readUInt32LE(sheet)).toBe(0x02014b50);
    bomb.writeUInt32LE(200 * 1024 * 1024, sheet + 24);
    const res = await importing('services', { filename: 'bomba.xlsx', type: 'application/octet-stream', data: bomb }, { dryRun: true });
    expect([res.statusCode, res.json().message]).toEqual([413, 'A planilha é grande demais para XLSX (mais de 100 MB descompactada): envie-a como CSV, ou em partes.']);
    // Its parts together: shared strings and a sheet of 60 MB each.
    const parts = zip(workbook({ ...entry('xl/worksheets/sheet1.xml', `${SHEET_HEAD}${SHEET_TAIL}`), saysSize: 60 * 1024 * 1024 }, { ...entry('xl/sharedStrings.xml', '<sst/>'), saysSize: 60 * 1024 * 1024 }));
    const both = await importing('services', { filename: 'partes.xlsx', type: 'application/octet-stream', data: parts }, { dryRun: true });
    expect([both.statusCode, both.json().message]).toEqual([413, 'A planilha é grande demais para XLSX (mais de 100 MB descompactada): envie-a como CSV, ou em partes.']);
  });
});
