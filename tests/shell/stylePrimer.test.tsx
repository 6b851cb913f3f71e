// The first clicks find their styles ready (issue 47): once the app is idle, the primer has had Emotion insert the
// rules of a ripple, a busy button's spinner, a toast with its button and a record's page, and drawing them later
// inserts nothing new.
import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import ButtonBase from '@mui/material/ButtonBase';
import { ThemeProvider } from '@mui/material/styles';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { StylePrimer } from '../../src/engine/router/StylePrimer';
import { BusySpinner, theme, ToastAlert } from '../../src/engine/ui';
import { RecordForm, type FormState } from '../../src/engine/form';
import { RecordSheet } from '../../src/engine/form/RecordSheet';

const names = (cache: EmotionCache) => new Set(Object.keys(cache.inserted));
const styled = (cache: EmotionCache, children: ReactNode) => (
  <CacheProvider value={cache}>
    <ThemeProvider theme={theme}>
      <MemoryRouter>{children}</MemoryRouter>
    </ThemeProvider>
  </CacheProvider>
);

/** A save's moments: its busy Salvar, the success toast with "Desfazer". */
function SaveMoments() {
  return (
    <>
      <BusySpinner />
      <ToastAlert variant="success" message="Categoria atualizada com sucesso" actionLabel="Desfazer" onAction={() => {}} onClose={() => {}} />
    </>
  );
}

const nothing = () => {};
/** A category's page as a person opens it: a required name and a description, Salvar, Cancelar. */
function CategoryPage() {
  const form = {
    validator: { validateFormData: () => ({ errors: [], errorSchema: {} }), isValid: () => true, rawValidation: () => ({}) },
    formData: { name: 'Calçados', description: 'Sapatos e tênis' },
    formContext: { files: new Map(), existing: {}, typedProblems: new Map() },
    submitting: false,
    attempted: false,
    onChange: nothing,
    onSubmit: async () => {},
    onError: nothing,
  } as unknown as FormState;
  const spec = {
    schema: {
      type: 'object' as const,
      required: ['name'],
      properties: {
        name: { type: 'string' as const, title: 'Nome', maxLength: 120 },
        description: { type: 'string' as const, title: 'Descrição', maxLength: 500 },
      },
    },
    uiSchema: { description: { 'ui:widget': 'textarea' }, 'ui:submitButtonOptions': { norender: true } },
    fields: ['name', 'description'],
    uploadFields: [],
    secretFields: [],
    confirmations: [],
  };
  return (
    <RecordSheet after={null}>
      <RecordForm spec={spec} form={form} cancelTo="/app/categories" />
    </RecordSheet>
  );
}

/** The rules a click's first ripple on a button already drawn (a menu link), then a save's moments, bring into the cache. */
async function drawnNames(cache: EmotionCache) {
  const button = render(styled(cache, <ButtonBase>Categorias</ButtonBase>));
  const before = names(cache);
  fireEvent.mouseDown(screen.getByRole('button', { name: 'Categorias' }));
  await waitFor(() => expect(button.container.querySelector('.MuiTouchRipple-child')).not.toBeNull());
  render(styled(cache, <SaveMoments />));
  render(styled(cache, <CategoryPage />));
  await screen.findByDisplayValue('Calçados');
  return [...names(cache)].filter((name) => !before.has(name));
}

describe('StylePrimer', () => {
  it('without it, the spinner, the toast, the first ripple and the first record page each bring rules of their own', async () => {
    const added = await drawnNames(createCache({ key: 'css' }));
    // Emotion's names for the ripple's keyframes and for the components' classes: several each.
    expect(added.length).toBeGreaterThan(10);
  });

  it('without it, a record page alone brings rules of its own (the text fields, the sheet, Salvar)', async () => {
    const cache = createCache({ key: 'css' });
    render(styled(cache, <BusySpinner />));
    const before = names(cache);
    render(styled(cache, <CategoryPage />));
    await screen.findByDisplayValue('Calçados');
    expect([...names(cache)].filter((name) => !before.has(name)).length).toBeGreaterThan(10);
  });

  afterEach(() => vi.restoreAllMocks());

  /** The primer drawn, and the node out of the document it draws in (the one div it makes that is never attached). */
  function drawPrimer(cache: EmotionCache) {
    const made: HTMLElement[] = [];
    const create = document.createElement.bind(document);
    vi.spyOn(document, 'createElement').mockImplementation((tag: string, options?: ElementCreationOptions) => {
      const element = create(tag, options);
      made.push(element);
      return element;
    });
    const primer = render(styled(cache, <StylePrimer />));
    const host = made.filter((e) => e.tagName === 'DIV' && !e.isConnected);
    expect(host).toHaveLength(1);
    return { primer, host: host[0] };
  }
  const hasTextField = (cache: EmotionCache) => [...names(cache)].some((name) => name.endsWith('-MuiTextField-root'));

  it('once idle, it has inserted them: drawing the same moments then adds no rule, and nothing of it stays in the page', async () => {
    const cache = createCache({ key: 'css' });
    const { primer, host } = drawPrimer(cache);
    const empty = names(cache).size;
    await waitFor(() => expect(names(cache).size).toBeGreaterThan(empty + 10), { timeout: 8000 });
    expect(host.querySelector('.MuiTouchRipple-root')).not.toBeNull();
    // The record's page comes at the next idle moment after its code: its text field's rules tell it was drawn.
    await waitFor(() => expect(hasTextField(cache)).toBe(true), { timeout: 8000 });
    // Drawn in a node out of the document, emptied once drawn; nothing in the page.
    await waitFor(() => expect(host.childElementCount).toBe(0), { timeout: 8000 });
    expect(primer.container.innerHTML).toBe('');
    expect(await drawnNames(cache)).toEqual([]);
  });

  it("a person's press before the record page is drawn drops it: a click's navigation never waits for it", async () => {
    // The browser's idle moments, given by the test: the press lands between the first and the second, as a
    // person's can (a timer would let a slow run draw the page before the press).
    const idle = new Map<number, () => void>();
    vi.stubGlobal('requestIdleCallback', (work: () => void) => (idle.set(idle.size + 1, work), idle.size));
    vi.stubGlobal('cancelIdleCallback', (handle: number) => idle.delete(handle));
    const runIdle = () => act(() => [...idle.entries()].forEach(([handle, work]) => (idle.delete(handle), work())));
    try {
      const cache = createCache({ key: 'css' });
      const { primer, host } = drawPrimer(cache);
      const empty = names(cache).size;
      runIdle();
      await waitFor(() => expect(names(cache).size).toBeGreaterThan(empty + 10), { timeout: 8000 });
      // The record page's code is here: its drawing waits for the next idle moment.
      await waitFor(() => expect(idle.size).toBe(1), { timeout: 8000 });
      fireEvent.pointerDown(document.body);
      runIdle();
      await waitFor(() => expect(host.childElementCount).toBe(0), { timeout: 8000 });
      await new Promise((r) => setTimeout(r, 500));
      expect(hasTextField(cache)).toBe(false);
      primer.unmount();
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
