// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DescriptorError, validateDescriptor } from '../../src/engine/descriptor';
import { readSchemasDir } from '../../src/engine/descriptor/readSchemasDir';

const categories = () => JSON.parse(readFileSync('schemas/categories.json', 'utf8'));

function problemsOf(json: unknown, file = 'schemas/quebrado.json'): string[] {
  try {
    validateDescriptor(json, file);
  } catch (e) {
    expect(e).toBeInstanceOf(DescriptorError);
    expect((e as Error).message).toContain(file);
    return (e as DescriptorError).problems;
  }
  throw new Error('descriptor was accepted');
}

describe('descriptor meta-schema', () => {
  test('every descriptor in schemas/ is valid', () => {
    expect(readSchemasDir().map((d) => d.name).sort()).toEqual(
      ['banners', 'categories', 'clients', 'config', 'jobs', 'outdoors', 'periods', 'posts', 'services', 'tenancies', 'users'],
    );
  });

  test('an unknown HTTP verb is named with its path and the allowed verbs', () => {
    const d = categories();
    d.operations.update.method = 'FETCH';
    expect(problemsOf(d)).toContain('/operations/update/method must be equal to one of the allowed values (GET, POST, PUT, PATCH, DELETE)');
  });

  test('an operation without a path', () => {
    const d = categories();
    delete d.operations.create.path;
    expect(problemsOf(d)).toContain("/operations/create must have required property 'path'");
  });

  test('a field with a type JSON Schema does not know', () => {
    const d = categories();
    d.schema.properties.name.type = 'text';
    expect(problemsOf(d)).toContain('/schema/properties/name/type must be equal to one of the allowed values (string, number, integer, boolean)');
  });

  test('a misspelt descriptor key', () => {
    const d = categories();
    d.operation = d.operations;
    expect(problemsOf(d)).toContain("/ must NOT have additional properties ('operation')");
  });

  test('a column, search field or body field that the record does not have', () => {
    const d = categories();
    d.list.columns.push({ field: 'nome' });
    d.list.search = ['titulo'];
    d.operations.create.fields = ['name', 'slug'];
    expect(problemsOf(d)).toEqual([
      "/list/columns/1/field names unknown field 'nome'",
      "/list/search/0 names unknown field 'titulo'",
      "/operations/create/fields/1 names unknown field 'slug'",
    ]);
  });

  test('a kind named for a field the record does not have, or a CPF or a phone on a field that is no text', () => {
    const d = categories();
    d.kinds = { nome: 'text', name: 'cpf' };
    expect(problemsOf(d)).toEqual(["/kinds/nome names unknown field 'nome'"]);
    d.schema.properties.position = { title: 'Posição', type: 'integer' };
    d.kinds = { position: 'phone' };
    expect(problemsOf(d)).toEqual(['/kinds/position \'phone\' is written as text: the field must be "type": "string"']);
  });

  test('a title template naming a field the record does not have (timestamps are allowed), or naming none', () => {
    const d = JSON.parse(readFileSync('schemas/posts.json', 'utf8'));
    d.titleTemplate = '{arquivo} de {createdAt}';
    expect(problemsOf(d)).toEqual(["/titleTemplate names unknown field 'arquivo'"]);
    d.titleTemplate = 'Post sem campo';
    expect(problemsOf(d)).toEqual(['/titleTemplate must match pattern "\\{[A-Za-z_][A-Za-z0-9_]*\\}"']);
  });

  test('a singleton may name its one record in plain words (a template naming no field)', () => {
    const d = JSON.parse(readFileSync('schemas/config.json', 'utf8'));
    d.titleTemplate = 'Configurações do site';
    expect(validateDescriptor(d, 'schemas/config.json').titleTemplate).toBe('Configurações do site');
    delete d.singleton;
    expect(problemsOf(d)).toEqual(['/titleTemplate must match pattern "\\{[A-Za-z_][A-Za-z0-9_]*\\}"']);
  });

  test('a map whose coordinate fields the record does not have, or without one of them', () => {
    const d = categories();
    d.map = { latitude: 'lat', longitude: 'lng' };
    expect(problemsOf(d)).toEqual(["/map/latitude names unknown field 'lat'", "/map/longitude names unknown field 'lng'"]);
    d.map = { latitude: 'name' };
    expect(problemsOf(d)).toContain("/map must have required property 'longitude'");
  });

  test('an upload whose field or URL column the record does not have', () => {
    const d = JSON.parse(readFileSync('schemas/banners.json', 'utf8'));
    d.uploads = { arquivo: { column: 'imagem', accept: ['image/*'] } };
    expect(problemsOf(d)).toEqual(["/uploads/arquivo names unknown field 'arquivo'", "/uploads/arquivo/column names unknown field 'imagem'"]);
  });

  test('a record action without its own form schema', () => {
    const d = categories();
    d.actions = [{ name: 'rename', label: 'Renomear', kind: 'record', operation: { method: 'PATCH', path: '/categories/{id}' }, effect: { type: 'update' } }];
    expect(problemsOf(d)).toContain("/actions/0 must have required property 'schema'");
  });

  test("a toggle whose field the record does not have (the effect registry names the effect's fields)", () => {
    const d = JSON.parse(readFileSync('schemas/jobs.json', 'utf8'));
    d.actions[0].effect = { type: 'toggle', field: 'estado', on: 'Ativar', off: 'Desativar' };
    expect(problemsOf(d)).toEqual(["/actions/0/effect/field names unknown field 'estado'"]);
  });

  test('a name that is a page of the app itself (its list would be unreachable)', () => {
    expect(problemsOf({ ...categories(), name: 'account' })).toEqual(["/name 'account' is a page of the app itself (sign-in, account, atividade, lixeira, copias-de-seguranca)"]);
  });

  test("a current secret that is not one of the descriptor's secrets, or whose field the record already has", () => {
    const d = JSON.parse(readFileSync('schemas/users.json', 'utf8'));
    d.actions[1].currentSecret = { field: 'email', title: 'Senha atual', secret: 'senha', message: 'Senha atual incorreta.' };
    expect(problemsOf(d)).toEqual([
      "/actions/1/currentSecret/secret 'senha' is not one of /secrets",
      "/actions/1/currentSecret/field 'email' is already a field of the record or the action",
    ]);
  });

  describe('across descriptors', () => {
    let dir: string;
    beforeEach(() => {
      dir = mkdtempSync(join(tmpdir(), 'painel-schemas-'));
      cpSync('schemas', dir, { recursive: true });
    });
    afterEach(() => rmSync(dir, { recursive: true, force: true }));

    test('a reference to a resource that does not exist', () => {
      const posts = JSON.parse(readFileSync(join(dir, 'posts.json'), 'utf8'));
      posts.references.serviceId.resource = 'servicos';
      writeFileSync(join(dir, 'posts.json'), JSON.stringify(posts));
      expect(() => readSchemasDir(dir)).toThrow(/posts\.json[\s\S]*\/references\/serviceId\/resource 'servicos' is not a descriptor/);
    });

    test('a carry-over from a field that is no reference, or copying a field the other resource lacks', () => {
      const tenancies = JSON.parse(readFileSync(join(dir, 'tenancies.json'), 'utf8'));
      tenancies.carryOver = { clientId: { from: 'startDate', copy: { name: 'name' } } };
      writeFileSync(join(dir, 'tenancies.json'), JSON.stringify(tenancies));
      expect(() => readSchemasDir(dir)).toThrow(/tenancies\.json[\s\S]*\/carryOver\/clientId\/from 'startDate' is not a reference/);
      tenancies.carryOver = { clientId: { from: 'userId', copy: { name: 'name', document: 'password' } } };
      writeFileSync(join(dir, 'tenancies.json'), JSON.stringify(tenancies));
      expect(() => readSchemasDir(dir)).toThrow(/\/carryOver\/clientId\/copy\/document names 'password', a secret of users/);
      tenancies.carryOver = { clientId: { from: 'userId', copy: { cpf: 'name' } } };
      writeFileSync(join(dir, 'tenancies.json'), JSON.stringify(tenancies));
      expect(() => readSchemasDir(dir)).toThrow(/\/carryOver\/clientId\/copy names 'cpf', not a field of clients/);
    });

    test('two descriptors with the same name', () => {
      writeFileSync(join(dir, 'copia.json'), readFileSync(join(dir, 'jobs.json')));
      expect(() => readSchemasDir(dir)).toThrow(/\/name 'jobs' is also used by/);
    });

    test('a file that is not JSON', () => {
      writeFileSync(join(dir, 'rascunho.json'), '{ "name": ');
      expect(() => readSchemasDir(dir)).toThrow(/rascunho\.json[\s\S]*not valid JSON/);
    });

    test('`npm run check:schemas` fails with the file and the JSON path', () => {
      const jobs = JSON.parse(readFileSync(join(dir, 'jobs.json'), 'utf8'));
      jobs.operations.delete.method = 'REMOVE';
      writeFileSync(join(dir, 'jobs.json'), JSON.stringify(jobs));
      const run = spawnSync('npx', ['tsx', 'src/tools/checkSchemas.ts', dir], { encoding: 'utf8' });
      expect(run.status).toBe(1);
      expect(run.stderr).toContain(join(dir, 'jobs.json'));
      expect(run.stderr).toContain('/operations/delete/method must be equal to one of the allowed values');
    });
  });
});
