// @vitest-environment node
// An import does only what the role may: an ID column from a role that may not update is refused row by row
// (never quietly turned into creates); a field it may not change or read is no column; a reference's titles are
// looked up only where it may list the target.
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { client, giveRole, signedInApp, signIn, tempDir, type FilePart } from './helpers';

const made = signedInApp({ schemasDir: schemasWithImportRoles() });
const as: Record<string, ReturnType<typeof client>> = {};

/** schemas/ with three more roles: one that may only create services, one that may not change a price, one for rentals without seeing people. */
function schemasWithImportRoles(): string {
  const dir = tempDir('painel-schemas-');
  cpSync(resolve(import.meta.dirname, '../../schemas'), dir, { recursive: true });
  const roles = JSON.parse(readFileSync(join(dir, 'roles.json'), 'utf8'));
  roles.roles.push(
    { id: 'entrada', label: 'Entrada', description: 'Só cadastra serviços.', grants: { services: { can: ['list', 'read', 'create', 'import'] } } },
    { id: 'textos', label: 'Textos', description: 'Serviços, sem mexer no preço.', grants: { services: { can: ['*'], readOnlyFields: ['price'] } } },
    { id: 'contratos', label: 'Contratos', description: 'Locações, sem ver as pessoas.', grants: { tenancies: { can: ['*'] }, services: { can: ['list', 'read'] } } },
  );
  writeFileSync(join(dir, 'roles.json'), JSON.stringify(roles, null, 2));
  return dir;
}

beforeAll(async () => {
  for (const role of ['entrada', 'textos', 'contratos']) {
    const email = `${role}@painel.local`;
    const id = (await made.api.post('/api/server/users', { name: `Pessoa ${role}`, email, password: 'senha-forte-1' })).json().data.id;
    await giveRole(made.api, id, role);
    as[role] = client(made.app, await signIn(made.app, email, 'senha-forte-1'));
  }
});

const bom = (text: string): FilePart => ({ filename: 'p.csv', type: 'text/csv', data: Buffer.from(`\uFEFF${text}`) });

describe('what the role may not do, an import does not do either', () => {
  it('a role that may create but not update: a row with an ID is refused, never created as a new record', async () => {
    const id = (await made.api.post('/api/server/services', { name: 'Já existe', price: 1 })).json().data.id;
    const res = await as.entrada.form('POST', '/api/painel/import/services?dryRun=true', { file: bom(`ID;Nome;Preço (R$)\r\n${id};Cópia;2\r\n;Novo;3\r\n`) });
    expect(res.json()).toMatchObject({
      create: 1,
      update: 1,
      problems: [{ row: 2, column: 'ID', message: 'Seu perfil não altera serviços existentes: deixe esta coluna vazia para criar.' }],
    });
  });

  it('a field the role may not change is no column: the dry run says so, and the template leaves it out', async () => {
    const report = (await as.textos.form('POST', '/api/painel/import/services?dryRun=true', { file: bom('Nome;Preço (R$)\r\nSó texto;5\r\n') })).json();
    expect(report.columns).toEqual([{ header: 'Nome', field: 'name' }, { header: 'Preço (R$)', field: null }]);
    expect(report.fields.map((f: { name: string }) => f.name)).not.toContain('price');
    expect((await as.textos.get('/api/painel/import/services/template')).body).toBe('\uFEFFNome;Descrição\r\n');
  });

  it('references by title only where the role may list the target; by id always', async () => {
    const service = (await made.api.post('/api/server/services', { name: 'Painel Contrato', price: 1 })).json().data.id;
    const person = (await made.api.post('/api/server/users', { name: 'Locatária Secreta', email: 'secreta@painel.local', password: 'senha-forte-1' })).json().data.id;
    const file = (who: string) => bom(`Serviço;Locatário;Início;Fim\r\nPainel Contrato;${who};01/01/2026;31/12/2026\r\n`);
    const byName = (await as.contratos.form('POST', '/api/painel/import/tenancies?dryRun=true', { file: file('Locatária Secreta') })).json();
    expect(byName.problems).toEqual([{ row: 2, column: 'Locatário', message: 'Informe o usuário pelo ID.' }]);
    // The preview names the service by its title, and the person only as the file did: no title it may not read.
    const checked = (await as.contratos.form('POST', '/api/painel/import/tenancies?dryRun=true', { file: file(person) })).json();
    expect(checked.preview[0].values).toMatchObject({ serviceId: 'Painel Contrato', userId: person });
    const byId = (await as.contratos.form('POST', '/api/painel/import/tenancies', { file: file(person) }));
    expect(byId.statusCode).toBe(201);
    expect((await made.api.get(`/api/server/tenancies?limit=50`)).json().data.items).toEqual(expect.arrayContaining([expect.objectContaining({ serviceId: service, userId: person })]));
  });
});
