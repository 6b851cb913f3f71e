/**
 * The README's worked example ("Adding an entity"): a descriptor that exists only in tests, to prove a
 * new entity needs no code. The client's extension test and the server's descriptor test both use it.
 */
export const suppliersDescriptor = {
  name: 'suppliers',
  labels: { singular: 'Fornecedor', plural: 'Fornecedores', gender: 'm' },
  group: 'Site',
  order: 10,
  api: 'main',
  titleField: 'name',
  schema: {
    type: 'object',
    required: ['name'],
    properties: {
      id: { title: 'ID', type: 'string', readOnly: true },
      name: { title: 'Nome', type: 'string', minLength: 2, maxLength: 160 },
      phone: { title: 'Telefone', type: 'string', maxLength: 20 },
    },
  },
  list: { columns: [{ field: 'name' }, { field: 'phone' }], search: ['name'] },
  operations: {
    list: { method: 'GET', path: '/suppliers', query: ['q', 'page', 'limit'], messages: { error: 'Erro ao buscar fornecedores' } },
    create: { method: 'POST', path: '/suppliers', body: 'json', messages: { success: 'Fornecedor criado com sucesso!' } },
    read: { method: 'GET', path: '/suppliers/{id}' },
    update: { method: 'PATCH', path: '/suppliers/{id}', body: 'json', messages: { success: 'Fornecedor atualizado com sucesso!' } },
    delete: { method: 'DELETE', path: '/suppliers/{id}', messages: { success: 'Fornecedor excluído com sucesso!' } },
  },
};
