import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import type { ApiProfiles } from '../../src/engine/contract';
import { pdfFile, pngFile } from '../utils/contract';
import { recordingServer } from '../utils/recordingApi';
import { renderApp, testApis } from '../utils/renderApp';
import { testToken } from '../utils/session';

const { reply, sent } = recordingServer();

const banners = [
  { id: 'b-1', title: 'Black Friday', imageUrl: '/uploads/bf.png' },
  { id: 'b-2', title: 'Sem imagem' },
];
const tenancy = { id: 't-1', serviceId: 's-1', userId: 'u-2', startDate: '2026-12-01', endDate: '2026-12-13' };
const post = { id: 'p-1', serviceId: 's-1', fileUrl: '/uploads/arte.png', status: true };
const services = [
  { id: 's-1', name: 'Painel rodoviário' },
  { id: 's-2', name: 'Front-light' },
];

beforeEach(() =>
  reply((method, path) => {
    if (method !== 'GET') return undefined;
    if (path === '/api/banners') return HttpResponse.json({ data: banners, total: 2, page: 1, limit: 10 });
    if (path === '/api/banners/b-2') return HttpResponse.json(banners[1]);
    if (path === '/api/server/tenancies/t-1') return HttpResponse.json({ data: tenancy });
    if (path === '/api/server/posts/p-1') return HttpResponse.json({ data: post });
    if (path === '/api/server/services') return HttpResponse.json({ data: { items: services, total: 2, page: 1, limit: 20 } });
    if (path === '/api/server/services/s-1') return HttpResponse.json({ data: services[0] });
    if (path === '/api/server/users/u-2') return HttpResponse.json({ data: { id: 'u-2', name: 'Bruno Lima', email: 'bruno@exemplo.com.br' } });
    return undefined;
  }),
);

/** The reference server's profiles, but answering only the spec's calls (as another backend might). */
const specOnly: ApiProfiles = {
  ...testApis,
  profiles: Object.fromEntries(Object.entries(testApis.profiles).map(([name, p]) => [name, { ...p, extensions: false }])),
};

const pageTitle = () => screen.getByRole('heading', { level: 1 });

describe('every record has a page of its own, with an API that reads and updates it (extensions)', () => {
  test('a banner saved without an image gets one: PUT /api/banners/{id} multipart {title, file}', async () => {
    const app = renderApp('/app/banners/b-2', { token: testToken });
    expect(await screen.findByRole('textbox', { name: 'Título' }, { timeout: 5000 })).toHaveValue('Sem imagem');
    expect(pageTitle()).toHaveTextContent('Editar banner');
    const file = pngFile('verao.png');
    await app.user.upload(screen.getByLabelText('Imagem', { selector: 'input' }), file);
    await app.user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Banner atualizado com sucesso!')).toBeInTheDocument();
    expect(sent('PUT')).toMatchObject([{ path: '/api/banners/b-2', form: { title: 'Sem imagem', file: { name: 'verao.png', type: 'image/png', size: file.size } } }]);
    await waitFor(() => expect(app.path()).toBe('/app/banners'));
  });

  test('a tenancy with a wrong end date is corrected in place, the end still checked against the start', async () => {
    const app = renderApp('/app/tenancies/t-1', { token: testToken });
    const end = await screen.findByLabelText(/^Fim/, { selector: 'input' }, { timeout: 5000 });
    fireEvent.change(end, { target: { value: '2026-11-30' } });
    await app.user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Deve ser uma data igual ou posterior a Início.')).toBeInTheDocument();
    expect(sent('PUT')).toEqual([]);
    fireEvent.change(end, { target: { value: '2026-12-31' } });
    await app.user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Locação atualizada com sucesso!')).toBeInTheDocument();
    expect(sent('PUT')).toMatchObject([
      { path: '/api/server/tenancies/t-1', json: { serviceId: 's-1', userId: 'u-2', startDate: '2026-12-01', endDate: '2026-12-31' } },
    ]);
  });

  test("a post's service is changed without sending its file again (the stored one stays)", async () => {
    const app = renderApp('/app/posts/p-1', { token: testToken });
    const service = await screen.findByRole('combobox', { name: 'Serviço' }, { timeout: 5000 });
    await waitFor(() => expect(service).toHaveValue('Painel rodoviário'));
    await app.user.click(service);
    await app.user.click(await screen.findByRole('option', { name: 'Front-light' }));
    await app.user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Post atualizado com sucesso!')).toBeInTheDocument();
    expect(sent('PUT')).toMatchObject([{ path: '/api/server/posts/p-1', form: { serviceId: 's-2' } }]);
    expect(sent('PUT')[0].form).toEqual({ serviceId: 's-2' });
    // The spec's toggle is untouched: PATCH, no body.
    expect(sent('PATCH')).toEqual([]);
  });

  test("a post's file can be replaced on its page", async () => {
    const app = renderApp('/app/posts/p-1', { token: testToken });
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Serviço' })).toHaveValue('Painel rodoviário'), { timeout: 5000 });
    // Required on a new post, not on one that has its file: no "*", and the stored file stays unless another is chosen.
    expect(screen.getByText(/^Arquivo \(imagem ou PDF\)/, { selector: 'label' })).toHaveTextContent(/^Arquivo \(imagem ou PDF\)$/);
    expect(screen.getByText('Mantém o arquivo atual se nenhum outro for escolhido.')).toBeInTheDocument();
    const file = pdfFile('proposta.pdf');
    await app.user.upload(screen.getByLabelText('Arquivo (imagem ou PDF)', { selector: 'input' }), file);
    await app.user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Post atualizado com sucesso!')).toBeInTheDocument();
    expect(sent('PUT')[0].form).toEqual({ serviceId: 's-1', file: { name: 'proposta.pdf', type: 'application/pdf', size: file.size } });
  });

  test("a row opens its record's page; its checkbox and buttons do not", async () => {
    const app = renderApp('/app/banners', { token: testToken });
    const table = await screen.findByRole('table', { name: 'Banners' }, { timeout: 5000 });
    await app.user.click(within(table).getByRole('checkbox', { name: 'Selecionar Black Friday' }));
    expect(app.path()).toBe('/app/banners');
    await app.user.click(within(table).getByText('Sem imagem'));
    await waitFor(() => expect(app.path()).toBe('/app/banners/b-2'));
    expect(await screen.findByRole('textbox', { name: 'Título' })).toHaveValue('Sem imagem');
  });

  test('the record page deletes its record after a confirmation, then the list opens', async () => {
    const app = renderApp('/app/tenancies/t-1', { token: testToken });
    await app.user.click(await screen.findByRole('button', { name: 'Excluir locação' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Excluir locação?' });
    await app.user.click(within(dialog).getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText('Locação excluída com sucesso!')).toBeInTheDocument();
    expect(sent('DELETE')).toMatchObject([{ path: '/api/server/tenancies/t-1' }]);
    await waitFor(() => expect(app.path()).toBe('/app/tenancies'));
  });
});

describe('with an API that answers only the spec (a profile without extensions)', () => {
  test('a row opens a read-only page drawn from the row: every field, its image, no save, no read sent', async () => {
    const app = renderApp('/app/banners', { token: testToken, apis: specOnly });
    const table = await screen.findByRole('table', { name: 'Banners' }, { timeout: 5000 });
    expect(within(table).getByRole('link', { name: 'Abrir Black Friday' })).toHaveAttribute('href', '/app/banners/b-1');
    await app.user.click(within(table).getByText('Black Friday'));
    await waitFor(() => expect(app.path()).toBe('/app/banners/b-1'));
    const title = await screen.findByRole('textbox', { name: 'Título' });
    expect(title).toHaveValue('Black Friday');
    expect(title).toBeDisabled();
    expect(pageTitle()).toHaveTextContent('Detalhes do banner');
    expect(screen.getByRole('img', { name: 'Pré-visualização de Imagem' })).toHaveAttribute('src', '/uploads/bf.png');
    expect(screen.queryByRole('button', { name: 'Salvar' })).not.toBeInTheDocument();
    // Delete is the spec's: still offered.
    expect(screen.getByRole('button', { name: 'Excluir banner' })).toBeInTheDocument();
    expect(sent('GET').map((r) => r.path)).not.toContain('/api/banners/b-1');
    expect(sent('PUT')).toEqual([]);
  });

  test('its lists offer no selection and no CSV export (bulk and export are extensions too)', async () => {
    renderApp('/app/banners', { token: testToken, apis: specOnly });
    const table = await screen.findByRole('table', { name: 'Banners' }, { timeout: 5000 });
    expect(within(table).queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Exportar CSV' })).not.toBeInTheDocument();
    // Delete is the spec's.
    expect(within(table).getByRole('button', { name: 'Excluir Black Friday' })).toBeInTheDocument();
  });

  test('opened by its address there is nothing to read it with: a Portuguese explanation and the way to the list', async () => {
    const app = renderApp('/app/banners/b-1', { token: testToken, apis: specOnly });
    expect(
      await screen.findByText('Este banner só pode ser aberto a partir da lista: esta API não oferece a leitura de um registro pelo endereço.', undefined, { timeout: 5000 }),
    ).toBeInTheDocument();
    await app.user.click(screen.getByRole('link', { name: 'Ir para Banners' }));
    await waitFor(() => expect(app.path()).toBe('/app/banners'));
    expect(sent('GET').map((r) => r.path)).not.toContain('/api/banners/b-1');
  });
});
