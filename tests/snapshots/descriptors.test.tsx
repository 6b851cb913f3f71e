import { screen, waitFor } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { readSchemasDir } from '../../src/engine/descriptor/readSchemasDir';
import { renderApp } from '../utils/renderApp';
import { roleTree } from '../utils/roleTree';
import { sampleHandlers } from '../utils/sampleRecords';
import { sessionHandlers, testToken } from '../utils/session';

// Every descriptor in schemas/ gets a list and a form snapshot: a new descriptor is covered with no new test code.
const descriptors = readSchemasDir();
const server = setupServer(...sessionHandlers(), ...sampleHandlers(descriptors));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

const main = () => screen.getByRole('main');
const settled = async () => {
  await waitFor(() => expect(screen.queryAllByLabelText(/^Carregando/)).toHaveLength(0), { timeout: 3000 });
};

const listable = descriptors.filter((d) => d.operations.list && !d.singleton);
test.each(listable.map((d) => [d.name]))('list of %s', async (name) => {
  renderApp(`/app/${name}`, { token: testToken });
  await screen.findByRole('table');
  await settled();
  expect(roleTree(main())).toMatchSnapshot();
});

const formRoute = (name: string) => {
  const d = descriptors.find((x) => x.name === name)!;
  if (d.singleton) return `/app/${name}`;
  return d.operations.create ? `/app/${name}/new` : `/app/${name}/${name}-1`;
};
const withForm = descriptors.filter((d) => d.singleton || d.operations.create || d.operations.read || d.operations.update);
test.each(withForm.map((d) => [d.name]))('form of %s', async (name) => {
  renderApp(formRoute(name), { token: testToken });
  await screen.findByRole('button', { name: 'Salvar' });
  await settled();
  expect(roleTree(main())).toMatchSnapshot();
});

const actions = descriptors.flatMap((d) => (d.actions ?? []).filter((a) => a.kind === 'record').map((a) => [d.name, a.name]));
test.each(actions)('record action %s / %s', async (name, action) => {
  renderApp(`/app/${name}/${name}-1/${action}`, { token: testToken });
  await screen.findByRole('link', { name: 'Cancelar' });
  await settled();
  expect(roleTree(main())).toMatchSnapshot();
});
