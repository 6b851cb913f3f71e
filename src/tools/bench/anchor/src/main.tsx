// A minimal, idiomatic react-admin app: the yardstick Painel's first list visit is measured against.
import { createRoot } from 'react-dom/client';
import { Admin, Datagrid, Edit, List, NumberField, NumberInput, Resource, SimpleForm, TextField, TextInput, fetchUtils, type AuthProvider, type DataProvider } from 'react-admin';

const API = '/api';
const http = (url: string, options: fetchUtils.Options = {}) =>
  fetchUtils.fetchJson(url, { ...options, user: { authenticated: true, token: `Bearer ${localStorage.getItem('token') ?? ''}` } });

// Painel's REST answers: a list is { data, total, page, limit }, a record the bare object.
const dataProvider = {
  getList: async (resource, { pagination = { page: 1, perPage: 10 } }) => {
    const { json } = await http(`${API}/${resource}?page=${pagination.page}&limit=${pagination.perPage}`);
    return { data: json.data, total: json.total };
  },
  getOne: async (resource, { id }) => ({ data: (await http(`${API}/${resource}/${id}`)).json }),
  getMany: async (resource, { ids }) => ({ data: await Promise.all(ids.map(async (id) => (await http(`${API}/${resource}/${id}`)).json)) }),
  getManyReference: async () => ({ data: [], total: 0 }),
  // Painel's categories are changed field by field (PATCH: only the fields that changed), the rest whole (PUT).
  update: async (resource, { id, data, previousData }) => {
    const changed = Object.fromEntries(Object.entries(data).filter(([k, v]) => previousData?.[k] !== v));
    const body = resource === 'categories' ? changed : data;
    return { data: (await http(`${API}/${resource}/${id}`, { method: resource === 'categories' ? 'PATCH' : 'PUT', body: JSON.stringify(body) })).json ?? data };
  },
  updateMany: async () => ({ data: [] }),
  create: async (resource, { data }) => ({ data: (await http(`${API}/${resource}`, { method: 'POST', body: JSON.stringify(data) })).json }),
  delete: async (resource, { id, previousData }) => (await http(`${API}/${resource}/${id}`, { method: 'DELETE' }), { data: previousData }),
  deleteMany: async () => ({ data: [] }),
} as DataProvider;

const authProvider: AuthProvider = {
  login: async ({ username, password }) => {
    const { json } = await fetchUtils.fetchJson(`${API}/authentication`, { method: 'POST', body: JSON.stringify({ email: username, password }) });
    localStorage.setItem('token', json.token);
  },
  logout: async () => localStorage.removeItem('token'),
  checkAuth: async () => {
    if (!localStorage.getItem('token')) throw new Error('no token');
  },
  checkError: async (error) => {
    if (error?.status === 401) throw error;
  },
  getPermissions: async () => undefined,
};

// A row opens its record on a click (bench firstList.ts: the first visit's first click), as react-admin's lists usually do.
const OutdoorList = () => (
  <List>
    <Datagrid rowClick="edit">
      <TextField source="name" />
      <TextField source="location" />
      <NumberField source="latitude" />
      <NumberField source="longitude" />
    </Datagrid>
  </List>
);

const OutdoorEdit = () => (
  <Edit>
    <SimpleForm>
      <TextInput source="name" />
      <TextInput source="location" />
      <NumberInput source="latitude" />
      <NumberInput source="longitude" />
    </SimpleForm>
  </Edit>
);

// A list with a name (bench inAppClicks.ts: a menu click to a list, a record opened and saved). The save
// waits for the server's answer, as Painel's does (react-admin's default, "undoable", sends it only once its
// notification has gone).
const NamedList = () => (
  <List>
    <Datagrid rowClick="edit">
      <TextField source="name" />
    </Datagrid>
  </List>
);

const NamedEdit = () => (
  <Edit mutationMode="pessimistic">
    <SimpleForm>
      <TextInput source="name" />
    </SimpleForm>
  </Edit>
);

createRoot(document.getElementById('root')!).render(
  <Admin dataProvider={dataProvider} authProvider={authProvider}>
    <Resource name="outdoors" list={OutdoorList} edit={OutdoorEdit} />
    <Resource name="categories" list={NamedList} edit={NamedEdit} />
    
  </Admin>,
);
