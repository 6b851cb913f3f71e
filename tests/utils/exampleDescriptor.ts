/**
 * docs/extending.md's worked example ("Adding an entity"): a descriptor that exists only in tests, to prove a
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

/**
 * A descriptor whose fields are Brazilian documents and a phone (field kinds named in `kinds`): one field that
 * takes a CPF or a CNPJ, one of each alone, and a phone. Tests only: no shipped descriptor uses these kinds yet.
 */
export const contactsDescriptor = {
  name: 'contacts',
  labels: { singular: 'Contato', plural: 'Contatos', gender: 'm' },
  group: 'Site',
  order: 11,
  api: 'main',
  titleField: 'name',
  schema: {
    type: 'object',
    required: ['name'],
    properties: {
      id: { title: 'ID', type: 'string', readOnly: true },
      name: { title: 'Nome', type: 'string', minLength: 2, maxLength: 160 },
      document: { title: 'CPF ou CNPJ', type: 'string', maxLength: 20 },
      cpf: { title: 'CPF', type: 'string', maxLength: 20 },
      cnpj: { title: 'CNPJ', type: 'string', maxLength: 20 },
      phone: { title: 'Telefone', type: 'string', maxLength: 20 },
    },
  },
  kinds: { document: 'cpf-cnpj', cpf: 'cpf', cnpj: 'cnpj', phone: 'phone' },
  list: { columns: [{ field: 'name' }, { field: 'document' }, { field: 'phone' }], search: ['name', 'document', 'phone'] },
  operations: {
    list: { method: 'GET', path: '/contacts', query: ['q', 'page', 'limit'], messages: { error: 'Erro ao buscar contatos' } },
    create: { method: 'POST', path: '/contacts', body: 'json', messages: { success: 'Contato criado com sucesso!' } },
    read: { method: 'GET', path: '/contacts/{id}' },
    update: { method: 'PATCH', path: '/contacts/{id}', body: 'json', messages: { success: 'Contato atualizado com sucesso!' } },
    delete: { method: 'DELETE', path: '/contacts/{id}', messages: { success: 'Contato excluído com sucesso!' } },
    export: { method: 'GET', path: '/contacts/export', extension: true, query: ['q', 'sort', 'filters', 'columns'], messages: { error: 'Erro ao exportar contatos' } },
  },
};
