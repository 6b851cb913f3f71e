import type { IChangeEvent } from '@rjsf/core';
import { act, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { descriptors } from '../../src/app/descriptors';
import { useActionController } from '../../src/engine/actions';
import { recordingServer } from '../utils/recordingApi';
import { renderController } from '../utils/renderController';

const api = recordingServer();
const users = descriptors.find((x) => x.name === 'users')!;

describe('useActionController', () => {
  test("change password: says whose record, sends {id, password} with the action's messages, then the list", async () => {
    api.reply((method, path) =>
      method === 'GET' && path === '/api/server/users/u-2' ? HttpResponse.json({ data: { id: 'u-2', name: 'Bruno Lima', email: 'bruno@exemplo.com.br' } }) : undefined,
    );
    const page = await renderController(() => useActionController(users, 'u-2', 'change-password'), { url: '/app/users/u-2/change-password' });
    expect(page.result.current).toMatchObject({ submitLabel: 'Alterar senha', backTo: '/app/users' });
    // The confirmation is a form-only field: the PATCH below still carries {id, password} only.
    expect(page.result.current.spec.fields).toEqual(['password', 'passwordConfirmation']);
    await waitFor(() => expect(page.result.current.who).toBe('Bruno Lima'));
    await act(() => page.result.current.form.onSubmit({ formData: { password: 'nova-senha-123' } } as IChangeEvent));
    expect(api.sent('PATCH')).toMatchObject([{ path: '/api/server/users/change-password/u-2', json: { id: 'u-2', password: 'nova-senha-123' } }]);
    expect(page.toasts()).toEqual([['success', 'Senha alterada com sucesso!']]);
    expect(page.path()).toBe('/app/users');
  });

  test('the record is read only to name it: its failure is not told, the form still works', async () => {
    api.reply((method, path) => (method === 'GET' && path === '/api/server/users/u-9' ? HttpResponse.json({ message: 'Falha.' }, { status: 500 }) : undefined));
    const page = await renderController(() => useActionController(users, 'u-9', 'change-password'), { url: '/app/users/u-9/change-password' });
    await waitFor(() => expect(api.sent('GET')).toHaveLength(1));
    await act(() => page.result.current.form.onSubmit({ formData: { password: 'nova-senha-123' } } as IChangeEvent));
    expect(page.result.current.who).toBe('');
    expect(page.toasts()).toEqual([['success', 'Senha alterada com sucesso!']]);
  });

  test('an action the resource does not declare is refused', async () => {
    await expect(renderController(() => useActionController(users, 'u-2', 'apagar-tudo'), { url: '/app/users/u-2/apagar-tudo' })).rejects.toThrow(
      'Usuários: ação "apagar-tudo" desconhecida.',
    );
  });
});
