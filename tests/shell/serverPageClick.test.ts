// What a visitor does to the page the server drew, before the app is there: a link clicked and a Tab pressed are
// written down by the drawn page's own first script (SERVER_PAGE_CAPTURE), which runs before any of the app's
// scripts has come; the app takes them (serverPage.ts). The clicked link's page is asked of the server meanwhile:
// drawn there, it replaces the drawing, inert still, until the app draws where the click went.
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { SERVER_PAGE_CAPTURE } from '../../src/engine/contract';
import { followServerPage, serverPageClickSettled, serverPageDrawn, serverPageReleased, takeServerPageClick, takeServerPageVisit } from '../../src/engine/router/serverPage';

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

/** A press of the main button at (10, 10): a mouse's, unless told. */
function pressOn(target: () => Element | null, pointerType = 'mouse') {
  document.elementFromPoint = vi.fn(target);
  const event = new MouseEvent('pointerdown', { bubbles: true, cancelable: true, clientX: 10, clientY: 10, button: 0 });
  Object.defineProperty(event, 'pointerType', { value: pointerType });
  document.body.dispatchEvent(event);
}

const tab = (shiftKey = false) => {
  const event = new KeyboardEvent('keydown', { key: 'Tab', shiftKey, bubbles: true, cancelable: true });
  document.body.dispatchEvent(event);
  return event;
};

/** The server's answers to the pages asked for, in order; a bare app page (nothing drawn) once they run out. */
let answers: (() => Promise<Response>)[] = [];
const asked = vi.fn((_url: string, _init?: RequestInit) => (answers.shift() ?? (() => Promise.resolve(htmlPage(''))))());
const htmlPage = (drawing: string) =>
  new Response(`<!doctype html><html><head><title>Painel</title></head><body><div id="root">${drawing}</div></body></html>`, { headers: { 'content-type': 'text/html; charset=utf-8' } });
/** The form a row's "Editar" leads to, drawn by the server with its own first script (which must not run twice). */
const DRAWN_FORM = '<div data-painel-first-page inert style="display:contents"><script>window.ranTwice = true</script><h1>Editar categoria</h1><form><input id="root_name" value="Faixa"></form><a href="/app/categories?x=1">Cancelar</a></div>';
/** Lets the fetch's answer, its text and the script's steps after it run. */
const answered = () => new Promise((r) => setTimeout(r, 0));

beforeEach(() => {
  answers = [];
  asked.mockClear();
  vi.stubGlobal('fetch', asked);
});

afterEach(() => {
  vi.unstubAllGlobals();
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

test('the clicked link\'s page, drawn by the server, replaces the drawing at once: inert, its own script left out, its links kept too', async () => {
  const root = drawnPage();
  answers = [() => Promise.resolve(htmlPage(DRAWN_FORM))];
  clickOn(() => root.querySelector('a'));
  expect(asked).toHaveBeenCalledTimes(1);
  // Marked as under way, for the app to wait for it a moment before its first drawing.
  expect(root.hasAttribute('data-painel-drawing')).toBe(true);
  expect(new URL(asked.mock.calls[0][0]).pathname + new URL(asked.mock.calls[0][0]).search).toBe('/app/categories/7?x=1');
  expect(asked.mock.calls[0][1]).toMatchObject({ credentials: 'same-origin' });
  await answered();
  const page = root.querySelector('[data-painel-first-page]')!;
  expect(page.querySelector('h1')?.textContent).toBe('Editar categoria');
  expect(page.querySelector<HTMLInputElement>('#root_name')?.value).toBe('Faixa');
  expect(page).toHaveProperty('inert', true);
  expect(root.querySelectorAll('[data-painel-first-page]')).toHaveLength(1);
  expect(page.querySelector('script')).toBeNull();
  expect(window).not.toHaveProperty('ranTwice');
  expect(root.hasAttribute('data-painel-drawing')).toBe(false);
  // The app still goes there, with the loading bar on until it does.
  expect(root.hasAttribute('data-painel-going')).toBe(true);
  expect(takeServerPageClick()).toBe('/app/categories/7?x=1');
  // A link of the new drawing is kept as well.
  clickOn(() => page.querySelector('a'));
  expect(takeServerPageClick()).toBe('/app/categories?x=1');
});

test('an answer with nothing drawn, a failure, an answer to an earlier click or one come after the app drew leaves the page as it is', async () => {
  const root = drawnPage();
  const list = () => root.querySelector('h1')?.textContent;
  // Nothing drawn (a page the server does not draw), then a refusal, then a network failure.
  answers = [() => Promise.resolve(htmlPage('')), () => Promise.resolve(new Response(DRAWN_FORM, { status: 500, headers: { 'content-type': 'text/html' } })), () => Promise.reject(new TypeError('offline'))];
  for (let i = 0; i < 3; i++) clickOn(() => root.querySelector('a'));
  await answered();
  expect(list()).toBe('Categorias');
  // Two clicks: the first one's answer comes last, and is not drawn over the second's.
  let first!: (r: Response) => void;
  answers = [() => new Promise((r) => (first = r)), () => Promise.resolve(htmlPage(''))];
  clickOn(() => root.querySelector('a'));
  clickOn(() => root.querySelector('a'));
  await answered();
  first(htmlPage(DRAWN_FORM));
  await answered();
  expect(list()).toBe('Categorias');
  // The app drew over the page before the answer came: its drawing stays.
  let late!: (r: Response) => void;
  answers = [() => new Promise((r) => (late = r))];
  clickOn(() => root.querySelector('a'));
  root.innerHTML = '<main><h1>Categorias do app</h1></main>';
  late(htmlPage(DRAWN_FORM));
  await answered();
  expect(root.innerHTML).toBe('<main><h1>Categorias do app</h1></main>');
  expect(root.hasAttribute('data-painel-drawing')).toBe(false);
});

test('the page is asked for at the press, drawn once the click has come, with no second look under the pointer', async () => {
  const root = drawnPage();
  const title = () => root.querySelector('h1')?.textContent;
  answers = [() => Promise.resolve(htmlPage(DRAWN_FORM))];
  pressOn(() => root.querySelector('a'));
  expect(asked).toHaveBeenCalledTimes(1);
  expect(new URL(asked.mock.calls[0][0]).pathname).toBe('/app/categories/7');
  await answered();
  // Pressed, not clicked: nothing drawn or kept; the app is told a link is pressed (it waits a moment for the click).
  expect(title()).toBe('Categorias');
  expect(root.hasAttribute('data-painel-drawing')).toBe(false);
  expect(root.hasAttribute('data-painel-pressed')).toBe(true);
  expect(takeServerPageClick()).toBeUndefined();
  // The click where the press was: the answer already there is drawn at once, asked for once.
  const looks = vi.fn(() => root.querySelector('h1'));
  document.elementFromPoint = looks;
  document.body.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, clientX: 12, clientY: 9, button: 0 }));
  expect(looks).not.toHaveBeenCalled();
  expect(root.hasAttribute('data-painel-pressed')).toBe(false);
  expect(title()).toBe('Editar categoria');
  expect(asked).toHaveBeenCalledTimes(1);
  expect(root.hasAttribute('data-painel-drawing')).toBe(false);
  expect(takeServerPageClick()).toBe('/app/categories/7?x=1');
});

test("a press whose answer comes after its click is drawn when it comes; a press dragged away, or a finger's, is not what is drawn", async () => {
  const root = drawnPage();
  const title = () => root.querySelector('h1')?.textContent;
  let slow!: (r: Response) => void;
  answers = [() => new Promise((r) => (slow = r))];
  pressOn(() => root.querySelector('a'));
  clickOn(() => root.querySelector('a'));
  expect(asked).toHaveBeenCalledTimes(1);
  expect(root.hasAttribute('data-painel-drawing')).toBe(true);
  slow(htmlPage(DRAWN_FORM));
  await answered();
  expect(title()).toBe('Editar categoria');
  expect(root.hasAttribute('data-painel-drawing')).toBe(false);
  takeServerPageClick();
  // Pressed on "Editar", let go far from it, on what is no link: the press's answer is not drawn, no click kept.
  const drawnRoot = root.querySelector('[data-painel-first-page]')!;
  answers = [() => Promise.resolve(htmlPage(DRAWN))];
  pressOn(() => drawnRoot.querySelector('a'));
  clickOn(() => drawnRoot.querySelector('h1'), { clientX: 200 });
  await answered();
  expect(title()).toBe('Editar categoria');
  expect(takeServerPageClick()).toBeUndefined();
  // A finger's press may start a scroll: nothing asked until the click.
  asked.mockClear();
  pressOn(() => drawnRoot.querySelector('a'), 'touch');
  expect(asked).not.toHaveBeenCalled();
  expect(root.hasAttribute('data-painel-pressed')).toBe(false);
});

test("a press on the drawn page released once the app has drawn over it is the click of the app's same link", () => {
  /** Pressed on the drawn page's "Editar", the app drawing over it, released at (x, 10) over the app's link `under`. */
  const pressThenRelease = (under: 'same' | 'other', x = 10) => {
    const root = drawnPage();
    pressOn(() => root.querySelector('a'));
    root.innerHTML = '<main><a href="/app/categories/7?x=1">Editar Faixa</a><a href="/app/categories/8">Editar Outra</a></main>';
    const followed: string[] = [];
    root.addEventListener('click', (event) => {
      const link = (event.target as Element).closest('a');
      if (link) (event.preventDefault(), followed.push(link.getAttribute('href')!));
    });
    const [same, other] = root.querySelectorAll('a');
    document.elementFromPoint = vi.fn(() => (under === 'same' ? same : other));
    // The browser gives the click to what holds both the pressed and the released element: the container.
    root.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, clientX: x, clientY: 10, button: 0 }));
    root.remove();
    return followed;
  };
  expect(pressThenRelease('same')).toEqual(['/app/categories/7?x=1']);
  expect(pressThenRelease('same', 12)).toEqual(['/app/categories/7?x=1']);
  // Released over the app's link to another page, or far from the press: no click is made for it.
  expect(pressThenRelease('other')).toEqual([]);
  expect(pressThenRelease('same', 60)).toEqual([]);
});

test("the app's first drawing waits for the page being asked for, until it is drawn (and a frame painted) or for at most the given time", async () => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame'] });
  try {
    const settled = vi.fn();
    // None asked for: at once.
    await serverPageDrawn(600).then(settled);
    expect(settled).toHaveBeenCalledTimes(1);
    const root = drawnPage();
    root.setAttribute('data-painel-drawing', '');
    void serverPageDrawn(600).then(settled);
    await vi.advanceTimersByTimeAsync(300);
    expect(settled).toHaveBeenCalledTimes(1);
    root.removeAttribute('data-painel-drawing');
    await vi.advanceTimersByTimeAsync(50);
    expect(settled).toHaveBeenCalledTimes(2);
    // An answer that never comes holds the app no longer than asked.
    root.setAttribute('data-painel-drawing', '');
    void serverPageDrawn(600).then(settled);
    await vi.advanceTimersByTimeAsync(590);
    expect(settled).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(60);
    expect(settled).toHaveBeenCalledTimes(3);
  } finally {
    vi.useRealTimers();
  }
});

test("the app's first drawing waits for a pressed link's click, for at most the given time", async () => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  try {
    const settled = vi.fn();
    // None pressed: at once.
    await serverPageReleased(300).then(settled);
    expect(settled).toHaveBeenCalledTimes(1);
    const root = drawnPage();
    pressOn(() => root.querySelector('a'));
    void serverPageReleased(300).then(settled);
    await vi.advanceTimersByTimeAsync(100);
    expect(settled).toHaveBeenCalledTimes(1);
    // The click comes: the app goes on, with the click written down for it to follow.
    clickOn(() => root.querySelector('a'));
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toHaveBeenCalledTimes(2);
    expect(takeServerPageClick()).toBe('/app/categories/7?x=1');
    // A press never let go over the page holds the app no longer than asked.
    pressOn(() => root.querySelector('a'));
    void serverPageReleased(300).then(settled);
    await vi.advanceTimersByTimeAsync(290);
    expect(settled).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(20);
    expect(settled).toHaveBeenCalledTimes(3);
  } finally {
    vi.useRealTimers();
  }
});

test("the entry's wait: a link pressed, then clicked, then its page drawn and painted; at once when none is", async () => {
  const settled = vi.fn();
  await serverPageClickSettled().then(settled);
  expect(settled).toHaveBeenCalledTimes(1);
  const root = drawnPage();
  let answer!: (page: Response) => void;
  answers = [() => new Promise((done) => (answer = done))];
  pressOn(() => root.querySelector('a'));
  void serverPageClickSettled().then(settled);
  await new Promise((r) => setTimeout(r, 50));
  expect(settled).toHaveBeenCalledTimes(1);
  // Clicked, its page not come yet: still waiting.
  clickOn(() => root.querySelector('a'));
  await new Promise((r) => setTimeout(r, 50));
  expect(settled).toHaveBeenCalledTimes(1);
  answer(htmlPage(DRAWN_FORM));
  await vi.waitFor(() => expect(settled).toHaveBeenCalledTimes(2));
  expect(root.querySelector('h1')?.textContent).toBe('Editar categoria');
});
