import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { recordingServer } from '../utils/recordingApi';
import { renderApp, type RenderAppResult } from '../utils/renderApp';
import { testToken, testUser } from '../utils/session';

const { server, reply, sent } = recordingServer();
const job = { id: 'j-1', name: 'Motorista', description: 'Entregas de material.', html: '<p>CNH D</p>', status: true };
const otherJob = { id: 'j-2', name: 'Vendedor', description: 'Vendas de espaço.', html: '<p>Metas</p>', status: true };

beforeEach(() => {
  sessionStorage.clear();
  reply((method, path) => {
    if (method === 'GET' && path === '/api/jobs/j-1') return HttpResponse.json(job);
    if (method === 'GET' && path === '/api/jobs/j-2') return HttpResponse.json(otherJob);
    return undefined;
  });
});

/** The token stops being accepted: the next save (PUT or POST) answers 401, the ones after sign-in go through. */
function sessionExpiresOnNextSave() {
  let expired = true;
  reply((method) => {
    if (!expired || (method !== 'PUT' && method !== 'POST')) return undefined;
    expired = false;
    return HttpResponse.json({ message: 'Token expirado.' }, { status: 401 });
  });
}

const field = (name: string) => screen.getByRole('textbox', { name });
const restoredNotice = () => screen.queryByText(/^Recuperamos as alterações não salvas/);

/** Types at the end of a field (few keys: every key re-renders the whole form). */
const typeAtEnd = (app: RenderAppResult, name: string, text: string) => app.user.type(field(name), text);

async function signInAgain(app: RenderAppResult, email = testUser.email, password = 'segredo123') {
  await app.user.type(await screen.findByRole('textbox', { name: 'E-mail' }), email);
  await app.user.type(screen.getByLabelText('Senha'), password);
  await app.user.click(screen.getByRole('button', { name: 'Entrar' }));
}

/** On the job's edit form, types a new name and description, saves into an expired session. */
async function typeThenSaveAfterExpiry() {
  sessionExpiresOnNextSave();
  const app = renderApp('/app/jobs/j-1', { token: testToken });
  await waitFor(() => expect(screen.getByRole('textbox', { name: 'Nome' })).toHaveValue('Motorista'));
  await typeAtEnd(app, 'Nome', ' sênior');
  await typeAtEnd(app, 'Descrição', ' Urgente.');
  await app.user.click(screen.getByRole('button', { name: 'Salvar' }));
  await waitFor(() => expect(app.path()).toBe('/app/sign-in?next=%2Fapp%2Fjobs%2Fj-1'));
  return app;
}

describe('unsaved form through an expired session', () => {
  test('a save answered 401: sign in again, the form is back with what was typed and a notice, and it saves', async () => {
    const app = await typeThenSaveAfterExpiry();
    const toast = (await screen.findByText('Sua sessão expirou. Entre novamente.')).closest('.MuiAlert-root')!;
    expect(toast).toHaveTextContent('O que você digitou foi guardado e volta ao formulário depois que você entrar.');

    await signInAgain(app);
    await waitFor(() => expect(app.path()).toBe('/app/jobs/j-1'));
    await waitFor(() => expect(field('Nome')).toHaveValue('Motorista sênior'));
    expect(field('Descrição')).toHaveValue('Entregas de material. Urgente.');
    const notice = restoredNotice()!.closest('.MuiAlert-root') as HTMLElement;
    expect(notice).toHaveTextContent('Recuperamos as alterações não salvas de antes de sua sessão expirar. Confira e salve.');
    expect(within(notice).getByRole('button', { name: 'Descartar' })).toBeInTheDocument();

    await app.user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Vaga atualizada com sucesso!')).toBeInTheDocument();
    expect(sent('PUT').map((r) => r.json)).toEqual([
      { name: 'Motorista sênior', description: 'Entregas de material. Urgente.', html: '<p>CNH D</p>' },
      { name: 'Motorista sênior', description: 'Entregas de material. Urgente.', html: '<p>CNH D</p>' },
    ]);
    await waitFor(() => expect(app.path()).toBe('/app/jobs'));

    // Saved: the kept copy is gone, the form shows the record again.
    await app.router.navigate('/app/jobs/j-1');
    await waitFor(() => expect(field('Nome')).toHaveValue('Motorista'));
    expect(restoredNotice()).not.toBeInTheDocument();
    // A whole journey (form, sign-in, form, list, form, each screen imported for the first time): 14 s on a loaded machine.
  }, 40_000);

  test('the "session expired" toast closes once the user has signed in again: it no longer covers the form', async () => {
    const app = await typeThenSaveAfterExpiry();
    expect(await screen.findByText('Sua sessão expirou. Entre novamente.')).toBeInTheDocument();
    const shownAt = Date.now();
    // Typed at once: the toast must be gone well before its own 5 s are up.
    fireEvent.change(await screen.findByRole('textbox', { name: 'E-mail' }), { target: { value: testUser.email } });
    fireEvent.change(screen.getByLabelText('Senha'), { target: { value: 'segredo123' } });
    await app.user.click(screen.getByRole('button', { name: 'Entrar' }));
    await waitFor(() => expect(field('Nome')).toHaveValue('Motorista sênior'));
    await waitFor(() => expect(screen.queryByText('Sua sessão expirou. Entre novamente.')).not.toBeInTheDocument(), { timeout: 1500 });
    expect(Date.now() - shownAt).toBeLessThan(4500);
    expect(restoredNotice()).toBeInTheDocument();
  });

  test('"Descartar" puts the record back and forgets the kept values', async () => {
    const app = await typeThenSaveAfterExpiry();
    await signInAgain(app);
    await waitFor(() => expect(field('Nome')).toHaveValue('Motorista sênior'));
    await app.user.click(within(restoredNotice()!.closest('.MuiAlert-root') as HTMLElement).getByRole('button', { name: 'Descartar' }));
    expect(field('Nome')).toHaveValue('Motorista');
    expect(field('Descrição')).toHaveValue('Entregas de material.');
    expect(restoredNotice()).not.toBeInTheDocument();
    // Untouched again: leaving does not ask, and coming back shows no draft.
    await app.user.click(screen.getByRole('link', { name: 'Cancelar' }));
    await waitFor(() => expect(app.path()).toBe('/app/jobs'));
    await app.router.navigate('/app/jobs/j-1');
    await waitFor(() => expect(field('Nome')).toHaveValue('Motorista'));
    expect(restoredNotice()).not.toBeInTheDocument();
  });

  test("another record's form and another user's session never get the kept values", async () => {
    const app = await typeThenSaveAfterExpiry();
    const other = { id: 'u-2', name: 'Bruno Lima', email: 'bruno@painel.local' };
    server.use(http.post('/api/authentication', () => HttpResponse.json({ token: testToken, user: other })));
    await signInAgain(app, other.email, 'outra-senha');
    await waitFor(() => expect(app.path()).toBe('/app/jobs/j-1'));
    await waitFor(() => expect(field('Nome')).toHaveValue('Motorista'));
    expect(restoredNotice()).not.toBeInTheDocument();
    expect(sessionStorage.length).toBe(0);

    await app.router.navigate('/app/jobs/j-2');
    await waitFor(() => expect(field('Nome')).toHaveValue('Vendedor'));
    expect(restoredNotice()).not.toBeInTheDocument();
  });

  test('a new record keeps its values but never the password, which is not written anywhere', async () => {
    sessionExpiresOnNextSave();
    const app = renderApp('/app/users/new', { token: testToken });
    await app.user.type(await screen.findByRole('textbox', { name: 'Nome' }), 'Carla Dias');
    await app.user.type(field('E-mail'), 'carla@painel.local');
    await app.user.type(screen.getByLabelText(/^Senha/, { selector: 'input' }), 'segredo-da-carla');
    await app.user.type(screen.getByLabelText(/^Confirmar senha/, { selector: 'input' }), 'segredo-da-carla');
    await app.user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(app.path()).toBe('/app/sign-in?next=%2Fapp%2Fusers%2Fnew'));
    const stored = Object.keys(sessionStorage).map((k) => sessionStorage.getItem(k)).join('\n');
    expect(stored).toContain('Carla Dias');
    expect(stored).not.toContain('segredo-da-carla');

    await signInAgain(app);
    await waitFor(() => expect(field('Nome')).toHaveValue('Carla Dias'));
    expect(field('E-mail')).toHaveValue('carla@painel.local');
    expect(screen.getByLabelText(/^Senha/, { selector: 'input' })).toHaveValue('');
    expect(screen.getByLabelText(/^Confirmar senha/, { selector: 'input' })).toHaveValue('');
    expect(restoredNotice()).toBeInTheDocument();
  });
});

describe('signing in again soon after a read', () => {
  afterEach(() => vi.useRealTimers());

  /** Polls between macrotasks while the clock is frozen (Testing Library's waits need a running clock). */
  async function until(what: string, check: () => boolean) {
    const end = performance.now() + 10_000;
    while (performance.now() < end) {
      if (check()) return;
      await act(() => new Promise<void>((resolve) => setImmediate(resolve)));
    }
    throw new Error(`Não aconteceu: ${what}`);
  }
  const value = (name: string) => (screen.queryByRole('textbox', { name }) as HTMLInputElement | null)?.value;

  test('a form whose record was read just before the session expired reads it again after sign-in', async () => {
    sessionExpiresOnNextSave();
    // The clock stands still: everything below happens "within the same second" as the first read,
    // inside the cache's 2 s window where a new read of the same key joins the previous one.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const app = renderApp('/app/jobs/j-1', { token: testToken });
    await until('the record in the form', () => value('Nome') === 'Motorista');
    fireEvent.change(field('Nome'), { target: { value: 'Motorista sênior' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await until('the sign-in page', () => app.path().startsWith('/app/sign-in') && Boolean(screen.queryByRole('button', { name: 'Entrar' })));
    fireEvent.change(screen.getByRole('textbox', { name: 'E-mail' }), { target: { value: testUser.email } });
    fireEvent.change(screen.getByLabelText('Senha'), { target: { value: 'segredo123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    await until('the form again, with the record and what was typed', () => app.path() === '/app/jobs/j-1' && value('Nome') === 'Motorista sênior');
    expect(value('Descrição')).toBe('Entregas de material.');
  });
});
