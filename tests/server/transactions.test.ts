// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { systemWrite } from '../../src/server/history';
import { bodyRules } from '../../src/server/validation';
import { signedInApp } from './helpers';

const made = signedInApp();

describe('writes of several rows are one transaction', () => {
  it('a repository transaction that throws leaves nothing behind; one that resolves is committed', async () => {
    const { repo, registry } = made.app.painel;
    const categories = registry.get('categories');
    await expect(
      repo.transaction(async (tx) => {
        await tx.insert(categories, { name: 'Desfeita' });
        throw new Error('falha no meio');
      }),
    ).rejects.toThrow('falha no meio');
    await repo.transaction(async (tx) => tx.insert(categories, { name: 'Gravada' }));
    expect((await made.api.get('/api/categories')).json().data.map((c: { name: string }) => c.name)).toEqual(['Gravada']);
  });

  it('updateWhere: when the second matching row fails (a taken e-mail), the first is rolled back too', async () => {
    const { records, registry, ajv } = made.app.painel;
    const users = registry.get('users');
    for (const [name, email] of [['Homônimo', 'primeiro@exemplo.com.br'], ['Homônimo', 'segundo@exemplo.com.br']]) {
      expect((await made.api.post('/api/server/users', { name, email, password: 'senha-longa-1' })).statusCode).toBe(201);
    }
    const rules = bodyRules(ajv, users, users.descriptor.operations.update!, { schema: users.descriptor.schema, partial: true, creating: false });
    await expect(
      records.updateWhere(users, rules, [{ column: 'name', value: 'Homônimo' }], { values: { email: 'mesmo@exemplo.com.br' }, files: new Map(), multipart: false }, systemWrite()),
    ).rejects.toMatchObject({ statusCode: 409, message: 'Já existe um usuário com este e-mail.' });
    const emails = (await made.api.get('/api/server/users?q=homonimo')).json().data.items.map((u: { email: string }) => u.email).sort();
    expect(emails).toEqual(['primeiro@exemplo.com.br', 'segundo@exemplo.com.br']);
  });
});
