import type { IChangeEvent } from '@rjsf/core';
import { act, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { descriptors } from '../../src/app/descriptors';
import type { ResourceDescriptor } from '../../src/engine/contract';
import { useRecordController } from '../../src/engine/form';
import { recordingServer } from '../utils/recordingApi';
import { renderController } from '../utils/renderController';

const api = recordingServer();
const d = (name: string) => descriptors.find((x) => x.name === name)!;
const submit = (formData: Record<string, unknown>) => ({ formData }) as IChangeEvent;

describe('useRecordController', () => {
  test('create: nothing is read; the values are posted, told with the success message, and the list opens', async () => {
    const page = await renderController(() => useRecordController(d('categories'), undefined), { url: '/app/categories/new' });
    expect(page.result.current).toMatchObject({ mode: 'create', status: 'ready', readOnly: false, backTo: '/app/categories' });
    await act(() => page.result.current.form.onSubmit(submit({ name: 'Painéis de LED' })));
    expect(api.sent('POST')).toMatchObject([{ path: '/api/categories', json: { name: 'Painéis de LED' } }]);
    expect(api.sent('GET')).toEqual([]);
    expect(page.toasts()).toEqual([['success', 'Categoria criada com sucesso!']]);
    expect(page.path()).toBe('/app/categories');
  });

  test('edit: the record is read first, then the changes go with the update operation and the list opens', async () => {
    api.reply((method, path) => (method === 'GET' && path === '/api/jobs/j-3' ? HttpResponse.json({ id: 'j-3', name: 'Motorista', description: 'Entregas', html: '<p>CNH</p>', status: true }) : undefined));
    const page = await renderController(() => useRecordController(d('jobs'), 'j-3'), { url: '/app/jobs/j-3' });
    expect(page.result.current.mode).toBe('edit');
    await waitFor(() => expect(page.result.current.status).toBe('ready'));
    expect(page.result.current.record).toMatchObject({ id: 'j-3', name: 'Motorista' });
    expect(page.result.current.form.formData).toEqual({ name: 'Motorista', description: 'Entregas', html: '<p>CNH</p>' });
    await act(() => page.result.current.form.onSubmit(submit({ name: 'Motorista (CNH D)', description: 'Entregas', html: '<p>CNH</p>' })));
    expect(api.sent('PUT')).toMatchObject([{ path: '/api/jobs/j-3', json: { name: 'Motorista (CNH D)', description: 'Entregas', html: '<p>CNH</p>' } }]);
    expect(page.toasts()).toEqual([['success', 'Vaga atualizada com sucesso!']]);
    expect(page.path()).toBe('/app/jobs');
  });

  test('singleton: read without an id, saved in place (no list to go back to)', async () => {
    const page = await renderController(() => useRecordController(d('config'), undefined), { url: '/app/config' });
    expect(page.result.current).toMatchObject({ mode: 'singleton', backTo: undefined });
    await waitFor(() => expect(page.result.current.status).toBe('ready'));
    expect(api.sent('GET')).toMatchObject([{ path: '/rest/v1/config' }]);
    expect(page.result.current.form.formData).toEqual({ instagram_token: 'token-atual' });
    await act(() => page.result.current.form.onSubmit(submit({ instagram_token: 'IGQVJ-novo' })));
    expect(api.sent('PATCH')).toMatchObject([{ path: '/rest/v1/config', json: { instagram_token: 'IGQVJ-novo' } }]);
    expect(page.toasts()).toEqual([['success', 'Token do Instagram atualizado com sucesso!']]);
    expect(page.path()).toBe('/app/config');
  });

  test('a record that does not exist: the error state with the reason, told once; nothing else happens', async () => {
    api.reply((method, path) => (method === 'GET' && path === '/api/jobs/j-404' ? HttpResponse.json({ message: 'Vaga não encontrada.' }, { status: 404 }) : undefined));
    const statuses: string[] = [];
    const page = await renderController(
      () => {
        const controller = useRecordController(d('jobs'), 'j-404');
        statuses.push(controller.status);
        return controller;
      },
      { url: '/app/jobs/j-404' },
    );
    await waitFor(() => expect(page.result.current.status).toBe('error'));
    expect(statuses[0]).toBe('loading');
    expect(page.result.current.error).toMatchObject({ status: 404, reason: 'Vaga não encontrada.' });
    expect(page.result.current.errorTitle).toBe('Erro ao buscar vaga');
    await waitFor(() => expect(page.toasts()).toEqual([['error', 'Erro ao buscar vaga', 'Vaga não encontrada. O registro pode ter sido excluído por outra pessoa; tentar de novo não adianta.']]));
    expect(api.sent('GET')).toHaveLength(1);
  });

  test('a failed save keeps the user on the form with the server field errors under their fields', async () => {
    api.reply((method) =>
      method === 'POST' ? HttpResponse.json({ message: 'Dados inválidos.', errors: [{ field: 'name', message: 'Já existe uma categoria com este nome.' }] }, { status: 409 }) : undefined,
    );
    const page = await renderController(() => useRecordController(d('categories'), undefined), { url: '/app/categories/new' });
    await act(() => page.result.current.form.onSubmit(submit({ name: 'Frontlight' })));
    expect(page.result.current.form.extraErrors).toEqual({ name: { __errors: ['Já existe uma categoria com este nome.'] } });
    expect(page.toasts()).toEqual([['error', 'Erro ao criar categoria, tente novamente.', 'Dados inválidos.']]);
    expect(page.path()).toBe('/app/categories/new');
  });

  test('a resource that can read but not update shows its record read-only', async () => {
    const readOnly: ResourceDescriptor = { ...d('categories'), name: 'arquivo', operations: { list: d('categories').operations.list, read: d('categories').operations.read } };
    api.reply((method, path) => (method === 'GET' && path === '/api/categories/c-1' ? HttpResponse.json({ id: 'c-1', name: 'Empena' }) : undefined));
    const page = await renderController(() => useRecordController(readOnly, 'c-1'), { url: '/app/arquivo/c-1', descriptors: [...descriptors, readOnly] });
    await waitFor(() => expect(page.result.current.status).toBe('ready'));
    expect(page.result.current.readOnly).toBe(true);
  });
});
