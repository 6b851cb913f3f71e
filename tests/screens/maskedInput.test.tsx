import { screen, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { descriptors as appDescriptors } from '../../src/app/descriptors';
import type { ResourceDescriptor } from '../../src/engine/contract';
import { contactsDescriptor } from '../utils/exampleDescriptor';
import { recordingServer } from '../utils/recordingApi';
import { renderApp } from '../utils/renderApp';
import { testToken } from '../utils/session';

const { sent, reply } = recordingServer();
// A descriptor with CPF, CNPJ and phone fields, in this test only (no shipped one has them yet).
const descriptors = [...appDescriptors, contactsDescriptor as unknown as ResourceDescriptor];

async function newContact() {
  const app = renderApp('/app/contacts/new', { token: testToken, descriptors });
  await app.user.type(await screen.findByRole('textbox', { name: 'Nome' }, { timeout: 5000 }), 'Ana Cliente');
  return app;
}

describe('CPF, CNPJ and phone typed in a masked box', () => {
  test('"52998224725" shows "529.982.247-25" as it is typed; the form sends that form', async () => {
    const app = await newContact();
    const document = screen.getByRole('textbox', { name: 'CPF ou CNPJ' });
    await app.user.type(document, '5299');
    expect(document).toHaveValue('529.9');
    await app.user.type(document, '8224725');
    expect(document).toHaveValue('529.982.247-25');
    await app.user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Contato criado com sucesso!')).toBeInTheDocument();
    expect(sent('POST')).toMatchObject([{ path: '/api/contacts', json: { name: 'Ana Cliente', document: '529.982.247-25' } }]);
  });

  test('a CNPJ with lower-case letters, a phone with +55: shown in capitals and punctuated, sent in the stored form', async () => {
    const app = await newContact();
    const cnpj = screen.getByRole('textbox', { name: 'CNPJ' });
    await app.user.type(cnpj, '12abc34501de35');
    expect(cnpj).toHaveValue('12.ABC.345/01DE-35');
    const phone = screen.getByRole('textbox', { name: 'Telefone' });
    await app.user.type(phone, '+5511987654321');
    expect(phone).toHaveValue('+55 (11) 98765-4321');
    await app.user.tab();
    expect(phone).toHaveValue('(11) 98765-4321');
    await app.user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Contato criado com sucesso!')).toBeInTheDocument();
    expect(sent('POST')).toMatchObject([{ json: { name: 'Ana Cliente', cnpj: '12.ABC.345/01DE-35', phone: '(11) 98765-4321' } }]);
  });

  test('digits pasted at once are punctuated too; each box has the keyboard its characters need', async () => {
    const app = await newContact();
    const cpf = screen.getByRole('textbox', { name: 'CPF' });
    await app.user.click(cpf);
    await app.user.paste('11144477735');
    expect(cpf).toHaveValue('111.444.777-35');
    expect(cpf).toHaveAttribute('inputmode', 'numeric');
    expect(screen.getByRole('textbox', { name: 'CNPJ' })).toHaveAttribute('inputmode', 'text');
    expect(screen.getByRole('textbox', { name: 'Telefone' })).toHaveAttribute('inputmode', 'tel');
  });

  test.each([
    ['CPF ou CNPJ', '52998224726', '529.982.247-26', 'CPF inválido: confira os dígitos.'],
    ['CNPJ', '12abc34501de34', '12.ABC.345/01DE-34', 'CNPJ inválido: confira os dígitos.'],
    ['Telefone', '2034567890', '(20) 3456-7890', 'Telefone inválido: informe o DDD e o número.'],
  ])('%s "%s" stays as typed (%s) and is refused under the field with "%s", nothing sent', async (field, typed, shown, message) => {
    const app = await newContact();
    const box = screen.getByRole('textbox', { name: field });
    await app.user.type(box, typed);
    expect(box).toHaveValue(shown);
    await app.user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(sent('POST')).toEqual([]);
  });

  test('the caret stays where one types: a digit put in the middle, a dot erased with the digit before it', async () => {
    const app = await newContact();
    const cpf = screen.getByRole('textbox', { name: 'CPF' }) as HTMLInputElement;
    await app.user.type(cpf, '5299822472');
    expect(cpf).toHaveValue('529.982.247-2');
    // "0" typed right after "529": the punctuation moves, the caret stays after the "0".
    await app.user.type(cpf, '0', { initialSelectionStart: 3, initialSelectionEnd: 3 });
    expect(cpf).toHaveValue('529.098.224-72');
    expect(cpf.selectionStart).toBe(5);
    // Backspace right after a dot erases the digit before it (the dot alone would come straight back).
    cpf.setSelectionRange(8, 8);
    await app.user.keyboard('{Backspace}');
    expect(cpf).toHaveValue('529.092.247-2');
    expect(cpf.selectionStart).toBe(6);
  });

  test('an edited record shows what is stored; a phone typed over it is sent in the stored form', async () => {
    reply((method, path) =>
      method === 'GET' && path === '/api/contacts/c-1'
        ? HttpResponse.json({ id: 'c-1', name: 'Beto Loja', document: '11.222.333/0001-81', phone: '(21) 2345-6789' })
        : undefined,
    );
    const app = renderApp('/app/contacts/c-1', { token: testToken, descriptors });
    const document = await screen.findByRole('textbox', { name: 'CPF ou CNPJ' }, { timeout: 5000 });
    await waitFor(() => expect(document).toHaveValue('11.222.333/0001-81'));
    const phone = screen.getByRole('textbox', { name: 'Telefone' });
    expect(phone).toHaveValue('(21) 2345-6789');
    await app.user.clear(phone);
    await app.user.type(phone, '21987654321');
    await app.user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Contato atualizado com sucesso!')).toBeInTheDocument();
    expect(sent('PATCH')).toMatchObject([{ path: '/api/contacts/c-1', json: { document: '11.222.333/0001-81', phone: '(21) 98765-4321' } }]);
  });
});

describe('a list of them', () => {
  test('the search box names the fields with their acronyms as written; cells show the stored form on one line', async () => {
    reply((method, path) =>
      method === 'GET' && path === '/api/contacts'
        ? HttpResponse.json({ data: [{ id: 'c-1', name: 'Beto Loja', document: '12.ABC.345/01DE-35', phone: '(11) 98765-4321' }], total: 1, page: 1, limit: 10 })
        : undefined,
    );
    renderApp('/app/contacts', { token: testToken, descriptors });
    const search = await screen.findByRole('searchbox', { name: 'Buscar' }, { timeout: 5000 });
    expect(search).toHaveAttribute('placeholder', 'Buscar por nome ou CPF ou CNPJ ou telefone');
    const phone = await screen.findByText('(11) 98765-4321');
    expect(phone).toHaveClass('painel-cell-nowrap');
    expect(screen.getByText('12.ABC.345/01DE-35')).toHaveClass('painel-cell-nowrap');
  });
});
