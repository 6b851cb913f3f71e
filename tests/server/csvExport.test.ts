// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { PNG_BYTES, signedInApp } from './helpers';
import { parseCsv } from './support/csv';

const made = signedInApp();

const BOM = '\uFEFF';

/** São Paulo has kept UTC−3 all year since 2019. */
const saoPaulo = (iso: string) => {
  const d = new Date(Date.parse(iso) - 3 * 3600_000);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(d.getUTCDate())}/${two(d.getUTCMonth() + 1)}/${d.getUTCFullYear()} ${two(d.getUTCHours())}:${two(d.getUTCMinutes())}`;
};
const today = () => new Date(Date.now() - 3 * 3600_000).toISOString().slice(0, 10);
/** 2500.5 → "2500,50": an amount a Brazilian spreadsheet sums (decimal comma, no thousands dot, no "R$"). */
const amount = (n: number) => n.toFixed(2).replace('.', ',');
const DATE_TIME = /^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/;

describe('CSV export of the filtered, sorted set', () => {
  it('10,000 services, checked row by row: BOM, ;, CRLF, quoting, money, the times; the headers a download needs', async () => {
    const pad = (i: number) => String(i).padStart(5, '0');
    // The rows go in with one statement (what is measured is the export, not 10,000 round trips: under a
    // loaded CI machine those alone outlasted the test's time).
    const n = Array.from({ length: 10_000 }, (_, i) => i);
    await made.app.painel.db.query(
      `INSERT INTO services (id, name, price, description, created_at, updated_at)
       SELECT gen_random_uuid()::text, name, price, description, clock_timestamp(), clock_timestamp()
       FROM unnest($1::text[], $2::float8[], $3::text[]) AS r(name, price, description)`,
      [
        n.map((i) => `Serviço ${pad(i)}`),
        n.map((i) => i * 7.25 + 0.5),
        n.map((i) => (i % 3 === 0 ? null : `Linha ${i}; com "aspas"${i % 7 === 0 ? '\r\ne quebra' : ''}`)),
      ],
    );
    const res = await made.api.get('/api/server/services/export?sort=name&q=servico&columns=name,description,price,createdAt,updatedAt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="servicos-${today()}.csv"`);
    expect(res.headers['x-total-count']).toBe('10000');
    expect(res.body.startsWith(BOM)).toBe(true);

    const rows = parseCsv(res.body.slice(BOM.length));
    expect(rows[0]).toEqual(['Nome', 'Descrição', 'Preço (R$)', 'Criado em', 'Atualizado em']);
    expect(rows.length).toBe(10_001);
    rows.slice(1).forEach((row, i) => {
      const description = i % 3 === 0 ? '' : `Linha ${i}; com "aspas"${i % 7 === 0 ? '\r\ne quebra' : ''}`;
      expect(row.slice(0, 3)).toEqual([`Serviço ${pad(i)}`, description, amount(i * 7.25 + 0.5)]);
      expect(row[3]).toMatch(DATE_TIME);
      expect(row[4]).toBe(row[3]);
    });
    // A quoted cell is written whole: `"Linha 1; com ""aspas"""`.
    expect(res.body).toContain('\r\nServiço 00001;"Linha 1; com ""aspas""";7,75;');

    const first = (await made.api.get('/api/server/services?q=servico&sort=name&limit=1')).json().data.items[0];
    expect(rows[1][3]).toBe(saoPaulo(first.createdAt));
  });

  it('references as the referenced title, dates as dd/mm/aaaa, filtered like the list', async () => {
    const serviceId = (await made.api.post('/api/server/services', { name: 'Front-light Av. Brasil', price: 100 })).json().data.id;
    const userId = (await made.api.post('/api/server/users', { name: 'Ana Souza', email: 'ana@exemplo.com.br', password: 'senha-forte-1' })).json().data.id;
    const other = (await made.api.post('/api/server/users', { name: 'Bruno Reis', email: 'bruno@exemplo.com.br', password: 'senha-forte-1' })).json().data.id;
    await made.api.post('/api/server/tenancies', { serviceId, userId, startDate: '2026-03-01', endDate: '2026-03-31' });
    await made.api.post('/api/server/tenancies', { serviceId, userId: other, startDate: '2026-04-01', endDate: '2026-04-30' });

    const res = await made.api.get(`/api/server/tenancies/export?userId=${userId}&columns=serviceId,userId,startDate,endDate,createdAt,updatedAt`);
    expect(res.headers['x-total-count']).toBe('1');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="locacoes-${today()}.csv"`);
    const rows = parseCsv(res.body.slice(1));
    expect(rows[0]).toEqual(['Serviço', 'Locatário', 'Início', 'Fim', 'Criado em', 'Atualizado em']);
    expect(rows.slice(1).map((r) => r.slice(0, 4))).toEqual([['Front-light Av. Brasil', 'Ana Souza', '01/03/2026', '31/03/2026']]);

    const sorted = parseCsv((await made.api.get('/api/server/tenancies/export?sort=-startDate&q=brasil&columns=serviceId,userId')).body.slice(1));
    expect(sorted.slice(1).map((r) => r[1])).toEqual(['Bruno Reis', 'Ana Souza']);
  });

  it('yes/no as the column says it; users without their password; image columns as their URL', async () => {
    const id = (await made.api.post('/api/jobs', { name: 'Exportada', description: 'Vaga', html: '<p>x</p>' })).json().id;
    await made.api.post('/api/jobs', { name: 'Exportada ativa', description: 'Vaga', html: '<p>x</p>' });
    await made.api.patch(`/api/jobs/${id}`);
    const jobs = parseCsv((await made.api.get('/api/jobs/export?q=exportada&sort=name&columns=name,description,status')).body.slice(1));
    expect(jobs.map((r) => r.slice(0, 3))).toEqual([['Nome', 'Descrição', 'Status'], ['Exportada', 'Vaga', 'Inativa'], ['Exportada ativa', 'Vaga', 'Ativa']]);

    const users = await made.api.get('/api/server/users/export?q=souza&columns=avatarUrl,name,email');
    const rows = parseCsv(users.body.slice(1));
    expect(rows.map((r) => r.slice(0, 3))).toEqual([['Avatar', 'Nome', 'E-mail'], ['', 'Ana Souza', 'ana@exemplo.com.br']]);
    expect(users.body).not.toMatch(/scrypt|senha/i);
  });

  it('a cell a spreadsheet would run as a formula gets a leading apostrophe; ; and quotes are quoted', async () => {
    for (const name of ['=HYPERLINK("http://x";"clique")', '+55 11 99999-0000', '-10', '@SUM(A1:A2)', 'Normal; "com aspas"']) {
      expect((await made.api.post('/api/categories', { name })).statusCode).toBe(201);
    }
    const body = (await made.api.get('/api/categories/export?sort=name&columns=name')).body;
    const names = parseCsv(body.slice(1)).slice(1).map((r) => r[0]);
    expect(names).toEqual(["'+55 11 99999-0000", "'-10", "'=HYPERLINK(\"http://x\";\"clique\")", "'@SUM(A1:A2)", 'Normal; "com aspas"']);
    expect(body).toContain('\r\n"\'=HYPERLINK(""http://x"";""clique"")"\r\n');
  });

  it('"Todos os campos" (no columns asked): the id and every field the person may read; numbers as numbers, links absolute', async () => {
    const outdoor = await made.api.form('POST', '/api/outdoors', {
      name: 'Outdoor exportado',
      location: 'Av. Boa Viagem, 500',
      latitude: '-8,1194',
      longitude: '-34,9005',
      photoUrl360: 'https://exemplo.com.br/360',
      streetViewUrl: 'https://maps.exemplo.com.br/sv',
      file: { filename: 'foto.png', type: 'image/png', data: PNG_BYTES },
      format: 'papel-9x3',
      city: 'Recife',
      state: 'PE',
    });
    const { id, imageUrl } = outdoor.json();
    const rows = parseCsv((await made.api.get('/api/outdoors/export?q=exportado')).body.slice(1));
    expect(rows[0]).toEqual(['ID', 'Nome', 'Localização', 'Latitude', 'Longitude', 'Foto 360° (URL)', 'Street View (URL)', 'Imagem', 'Formato', 'Cidade', 'UF', 'Categoria', 'Criado em', 'Atualizado em']);
    expect(rows[1].slice(0, 12)).toEqual([id, 'Outdoor exportado', 'Av. Boa Viagem, 500', '-8,1194', '-34,9005', 'https://exemplo.com.br/360', 'https://maps.exemplo.com.br/sv', `http://localhost:80${imageUrl}`, '9×3 papel', 'Recife', 'PE', '']);
    expect(rows[1][12]).toMatch(DATE_TIME);

    await made.api.post('/api/jobs', { name: 'Vaga com HTML', description: 'Vaga', html: '<p>Olá</p>' });
    const jobs = parseCsv((await made.api.get('/api/jobs/export?q=html')).body.slice(1));
    expect(jobs[0]).toEqual(['ID', 'Nome', 'Descrição', 'Conteúdo (HTML)', 'Status', 'Criado em', 'Atualizado em']);
    expect(jobs[1].slice(1, 5)).toEqual(['Vaga com HTML', 'Vaga', '<p>Olá</p>', 'Ativa']);

    const services = parseCsv((await made.api.get('/api/server/services/export?q=servico%2000002&columns=price,name')).body.slice(1));
    expect(services).toEqual([['Preço (R$)', 'Nome'], ['15,00', 'Serviço 00002']]);
  });

  it('columns that are not exportable (a secret, an unknown name) are a 400 naming what is', async () => {
    const res = await made.api.get('/api/server/users/export?columns=name,password');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Colunas inválidas. Esta exportação aceita: id, avatarUrl, name, email, role, createdAt, updatedAt.');
  });

  it('a bad filter is a JSON 400; the export needs a session', async () => {
    const res = await made.api.get('/api/jobs/export?status=quase');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'Status: use true ou false.', errors: [{ field: 'status', message: 'Status: use true ou false.' }] });
    expect((await made.app.inject({ method: 'GET', url: '/api/jobs/export' })).statusCode).toBe(401);
  });
});
