import { fireEvent, screen, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { pngFile } from '../utils/contract';
import { recordingServer } from '../utils/recordingApi';
import { renderApp } from '../utils/renderApp';
import { testToken } from '../utils/session';

const { reply, sent } = recordingServer();
const stored = { id: 'o-1', name: 'Paulista', location: 'Av. Paulista', latitude: -23.56, longitude: -46.65, imageUrl: '/uploads/paulista.png' };

function editing(record: Record<string, unknown>) {
  reply((method, path) => (method === 'GET' && path === '/api/outdoors/o-1' ? HttpResponse.json(record) : undefined));
  return renderApp('/app/outdoors/o-1', { token: testToken });
}

describe('outdoor image: one control for the upload and its URL', () => {
  test('the stored image is previewed, never shown as editable text, and kept when saving untouched', async () => {
    const app = editing(stored);
    expect(await screen.findByRole('img', { name: 'Pré-visualização de Imagem' })).toHaveAttribute('src', '/uploads/paulista.png');
    expect(screen.queryByRole('textbox', { name: 'Imagem (URL)' })).not.toBeInTheDocument();
    expect(screen.queryByDisplayValue('/uploads/paulista.png')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Enviar arquivo' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Usar um endereço (URL)' })).toBeInTheDocument();
    await app.user.type(screen.getByRole('textbox', { name: 'Nome' }), ' Norte');
    await app.user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Outdoor atualizado com sucesso!')).toBeInTheDocument();
    expect(sent('PUT')[0].form).toEqual({ name: 'Paulista Norte', location: 'Av. Paulista', latitude: '-23.56', longitude: '-46.65', imageUrl: '/uploads/paulista.png' });
  });

  test('"Remover imagem" is the one way to clear it: the URL goes as an empty part', async () => {
    const app = editing(stored);
    await app.user.click(await screen.findByRole('button', { name: 'Remover imagem' }));
    expect(screen.queryByRole('img', { name: 'Pré-visualização de Imagem' })).not.toBeInTheDocument();
    expect(screen.getByText('Nenhuma imagem.')).toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Outdoor atualizado com sucesso!')).toBeInTheDocument();
    expect(sent('PUT')[0].form).toEqual({ name: 'Paulista', location: 'Av. Paulista', latitude: '-23.56', longitude: '-46.65', imageUrl: '' });
  });

  test('an external address is typed, previewed, and says when it does not load', async () => {
    const app = editing(stored);
    await app.user.click(await screen.findByRole('button', { name: 'Usar um endereço (URL)' }));
    const address = screen.getByRole('textbox', { name: 'Endereço da imagem' });
    expect(address).toHaveValue('');
    await app.user.type(address, 'https://fotos.exemplo.com.br/quebrada.jpg');
    const preview = await screen.findByRole('img', { name: 'Pré-visualização de Imagem' });
    expect(preview).toHaveAttribute('src', 'https://fotos.exemplo.com.br/quebrada.jpg');
    fireEvent.error(preview);
    expect(await screen.findByText('Não foi possível carregar a imagem deste endereço.')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Pré-visualização de Imagem' })).not.toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Outdoor atualizado com sucesso!')).toBeInTheDocument();
    expect(sent('PUT')[0].form).toMatchObject({ imageUrl: 'https://fotos.exemplo.com.br/quebrada.jpg' });
  });

  test('an external image being edited shows its address in the URL box', async () => {
    editing({ ...stored, imageUrl: 'https://fotos.exemplo.com.br/paulista.jpg' });
    expect(await screen.findByRole('textbox', { name: 'Endereço da imagem' })).toHaveValue('https://fotos.exemplo.com.br/paulista.jpg');
  });

  test('a new file replaces the stored one in the preview and goes as part "file"', async () => {
    const app = editing(stored);
    const file = pngFile('nova.png');
    await app.user.upload(await screen.findByLabelText('Enviar arquivo (Imagem)'), file);
    await waitFor(() => expect(screen.getByRole('img', { name: 'Pré-visualização de Imagem' })).toHaveAttribute('src', expect.stringMatching(/^blob:/)));
    expect(screen.getByText(/nova\.png/)).toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Outdoor atualizado com sucesso!')).toBeInTheDocument();
    expect(sent('PUT')[0].form).toMatchObject({ file: { name: 'nova.png', type: 'image/png', size: file.size } });
  });
});

describe('uploads are checked in the browser before sending', () => {
  test('a file over 5 MB is refused with the server\'s words and is not sent', async () => {
    const app = editing(stored);
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'enorme.png', { type: 'image/png' });
    await app.user.upload(await screen.findByLabelText('Enviar arquivo (Imagem)'), big);
    expect(await screen.findByText('Arquivo muito grande (máximo 5 MB).')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Pré-visualização de Imagem' })).toHaveAttribute('src', '/uploads/paulista.png');
    await app.user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Outdoor atualizado com sucesso!')).toBeInTheDocument();
    expect(sent('PUT')[0].form).toEqual({ name: 'Paulista', location: 'Av. Paulista', latitude: '-23.56', longitude: '-46.65', imageUrl: '/uploads/paulista.png' });
  });

  test('a text file renamed .png is refused from its first bytes, without a broken preview', async () => {
    const app = renderApp('/app/outdoors/new', { token: testToken });
    const fake = new File(['isto é só texto, não uma imagem'], 'falsa.png', { type: 'image/png' });
    await app.user.upload(await screen.findByLabelText('Enviar arquivo (Imagem)'), fake);
    expect(await screen.findByText('O arquivo enviado não é uma imagem válida (aceitos: imagens).')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Pré-visualização de Imagem' })).not.toBeInTheDocument();
    expect(screen.queryByText(/falsa\.png/)).not.toBeInTheDocument();
  });

  test('a real PNG passes the check', async () => {
    const app = renderApp('/app/outdoors/new', { token: testToken });
    await app.user.upload(await screen.findByLabelText('Enviar arquivo (Imagem)'), pngFile('boa.png'));
    expect(await screen.findByRole('img', { name: 'Pré-visualização de Imagem' })).toBeInTheDocument();
    expect(screen.queryByText(/não é uma imagem válida/)).not.toBeInTheDocument();
  });
});
