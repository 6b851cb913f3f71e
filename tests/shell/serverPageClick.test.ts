// What a visitor does to the page the server drew, before the app is there: a link clicked and a Tab pressed are
// written down by the drawn page's own first script (SERVER_PAGE_CAPTURE), which runs before any of the app's
// scripts has come; the app takes them (serverPage.ts).
import { afterEach, expect, test, vi } from 'vitest';
import { SERVER_PAGE_CAPTURE } from '../../src/engine/contract';
import { followServerPage, takeServerPageClick, takeServerPageVisit } from '../../src/engine/router/serverPage';

const DRAWN = '<div data-painel-first-page inert style="display:contents"><script></script><a href="/app/categories/7?x=1">Editar Faixa</a><h1>Categorias</h1></div>';

/** #root with the server's drawing, its first script run as the browser runs it (no layout here: elementFromPoint is given). */
function drawnPage() {
  const root = document.createElement('div');
  root.id = 'root';
  root.innerHTML = DRAWN;
  document.body.append(root);
  vi.spyOn(document, 'currentScript', 'get').mockReturnValue(root.querySelector('script'));
  new Function(SERVER_PAGE_CAPTURE)();
  return root;
}

function clickOn(target: () => Element | null, init: MouseEventInit = {}) {
  document.elementFromPoint = vi.fn(target);
  document.body.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, clientX: 10, clientY: 10, button: 0, ...init }));
}

const tab = (shiftKey = false) => {
  const event = new KeyboardEvent('keydown', { key: 'Tab', shiftKey, bubbles: true, cancelable: true });
  document.body.dispatchEvent(event);
  return event;
};

afterEach(() => {
  takeServerPageVisit();
  takeServerPageClick();
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

test('a link clicked on the drawn page is kept, with the loading bar\'s mark, until the app takes it; the page stays inert', () => {
  const root = drawnPage();
  clickOn(() => root.querySelector('a'));
  expect(root.hasAttribute('data-painel-going')).toBe(true);
  expect(root.querySelector('[data-painel-first-page]')).toHaveProperty('inert', true);
  expect(takeServerPageClick()).toBe('/app/categories/7?x=1');
  expect(takeServerPageClick()).toBeUndefined();
  // The app's first commit takes the visit: the mark goes.
  takeServerPageVisit();
  expect(root.hasAttribute('data-painel-going')).toBe(false);
});

test('once the app has drawn over the page, a click is the app\'s own: nothing is kept', () => {
  const root = drawnPage();
  root.innerHTML = '<main><a href="/app/categories/7">Editar Faixa</a></main>';
  clickOn(() => root.querySelector('a'));
  expect(takeServerPageClick()).toBeUndefined();
  expect(root.hasAttribute('data-painel-going')).toBe(false);
});

test('a click held with a key, with another button, or on what is not a link, is not kept', () => {
  const root = drawnPage();
  clickOn(() => root.querySelector('a'), { ctrlKey: true });
  clickOn(() => root.querySelector('a'), { shiftKey: true });
  clickOn(() => root.querySelector('a'), { button: 1 });
  clickOn(() => root.querySelector('h1'));
  expect(takeServerPageClick()).toBeUndefined();
  expect(root.hasAttribute('data-painel-going')).toBe(false);
});

test('a Tab pressed on the drawn page stays in it and is given back with the visit, at the address it was pressed at', () => {
  drawnPage();
  followServerPage();
  expect(tab().defaultPrevented).toBe(true);
  expect(tab(true).defaultPrevented).toBe(true);
  expect(takeServerPageVisit()).toEqual({ address: '/', scrolledTo: 0, tabbed: 'back' });
  // Taken once.
  expect(takeServerPageVisit()).toBeUndefined();
});

test('a page parsed with no drawing in it is not followed', () => {
  const root = document.createElement('div');
  document.body.append(root);
  followServerPage();
  expect(takeServerPageVisit()).toBeUndefined();
});
