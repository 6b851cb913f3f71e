import { fireEvent, screen } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { recordingServer } from '../utils/recordingApi';
import { renderApp } from '../utils/renderApp';
import { testToken } from '../utils/session';

const { sent, reply } = recordingServer();

beforeEach(() =>
  reply((method, path) => {
    if (method !== 'GET') return undefined;
    if (path === '/api/server/services') return HttpResponse.json({ data: { items: [{ id: 's-1', name: 'Painel rodoviário' }], total: 1, page: 1, limit: 20 } });
    if (path === '/api/painel/clients') return HttpResponse.json({ data: [{ id: 'c-2', name: 'Bruno Lima', email: 'bruno@exemplo.com.br' }], total: 1, page: 1, limit: 20 });
    return undefined;
  }),
);

async function fillTenancy(app: ReturnType<typeof renderApp>, start: string, end: string) {
  // The first form of a file loads the form screen's code: give a busy machine time.
  await app.user.click(await screen.findByRole('combobox', { name: 'Serviço' }, { timeout: 5000 }));
  await app.user.click(await screen.findByRole('option', { name: 'Painel rodoviário' }));
  await app.user.click(screen.getByRole('combobox', { name: 'Cliente' }));
  await app.user.click(await screen.findByRole('option', { name: 'Bruno Lima' }));
  // A date input's value is always yyyy-mm-dd, whatever the browser shows (31/12/2026 in pt-BR).
  fireEvent.change(screen.getByLabelText(/^Início/, { selector: 'input' }), { target: { value: start } });
  fireEvent.change(screen.getByLabelText(/^Fim/, { selector: 'input' }), { target: { value: end } });
}

describe('tenancy dates: the end cannot come before the start (checked in the form, before sending)', () => {
  test('start 31/12/2026, end 01/12/2026: the error is under "Fim" and nothing is sent', async () => {
    const app = renderApp('/app/tenancies/new', { token: testToken });
    await fillTenancy(app, '2026-12-31', '2026-12-01');
    await app.user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Deve ser uma data igual ou posterior a Início.')).toBeInTheDocument();
    expect(document.getElementById('root_endDate__error')).toHaveTextContent('Deve ser uma data igual ou posterior a Início.');
    expect(document.getElementById('root_startDate__error')).toBeNull();
    expect(sent('POST')).toEqual([]);
    expect(app.path()).toBe('/app/tenancies/new');
  });

  test('an end on or after the start is sent', async () => {
    const app = renderApp('/app/tenancies/new', { token: testToken });
    await fillTenancy(app, '2026-12-01', '2026-12-01');
    await app.user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Locação feita com sucesso!')).toBeInTheDocument();
    expect(sent('POST')).toMatchObject([{ path: '/api/server/tenancies', json: { serviceId: 's-1', clientId: 'c-2', startDate: '2026-12-01', endDate: '2026-12-01' } }]);
  });
});
