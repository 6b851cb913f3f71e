// A link clicked on the page the server drew, before the app is there: kept for the app (serverPage.ts), from the
// page's first steps on — which may run before the drawing has come (the entry is async; the drawing follows the
// page's head).
import { afterEach, expect, test, vi } from 'vitest';
import { followServerPage, takeServerPageClick, takeServerPageVisit } from '../../src/engine/router/serverPage';

const DRAWN = '<div data-painel-first-page inert style="display:contents"><a href="/app/categories/7?x=1">Editar Faixa</a><h1>Categorias</h1></div>';

/** #root, empty or with the server's drawing; what the pointer is over is given by elementFromPoint (no layout here). */
function page(drawn: boolean) {
  const root = document.createElement('div');
  root.id = 'root';
  if (drawn) root.innerHTML = DRAWN;
  document.body.append(root);
  return root;
}

function clickOn(target: () => Element | null, init: MouseEventInit = {}) {
  document.elementFromPoint = vi.fn(target);
  document.body.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, clientX: 10, clientY: 10, button: 0, ...init }));
}

const loading = () => vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');

afterEach(() => {
  takeServerPageVisit();
  takeServerPageClick();
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

test('followed from before the drawing comes: a link clicked on it is kept, with the loading bar\'s mark, until the app takes it', () => {
  const root = page(false);
  const state = loading();
  followServerPage();
  // The drawing arrives after the page's first steps have run.
  root.innerHTML = DRAWN;
  state.mockRestore();
  clickOn(() => root.querySelector('a'));
  expect(root.hasAttribute('data-painel-going')).toBe(true);
  expect(takeServerPageClick()).toBe('/app/categories/7?x=1');
  expect(takeServerPageClick()).toBeUndefined();
  // The app's first commit takes the visit: the mark goes, and a click afterwards is the app's own.
  takeServerPageVisit();
  expect(root.hasAttribute('data-painel-going')).toBe(false);
  clickOn(() => root.querySelector('a'));
  expect(takeServerPageClick()).toBeUndefined();
});

test('a click held with a key, with another button, or on what is not a link, is not kept', () => {
  const root = page(true);
  followServerPage();
  clickOn(() => root.querySelector('a'), { ctrlKey: true });
  clickOn(() => root.querySelector('a'), { shiftKey: true });
  clickOn(() => root.querySelector('a'), { button: 1 });
  clickOn(() => root.querySelector('h1'));
  expect(takeServerPageClick()).toBeUndefined();
  expect(root.hasAttribute('data-painel-going')).toBe(false);
});

test('a page parsed with no drawing in it is not followed: a click is not kept', () => {
  const root = page(false);
  followServerPage();
  root.innerHTML = DRAWN;
  clickOn(() => root.querySelector('a'));
  expect(takeServerPageClick()).toBeUndefined();
});
