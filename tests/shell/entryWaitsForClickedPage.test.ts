// The page's entry (src/app/main.tsx) with a session: the app's first requests leave at once, but the app's code
// (a long task at 4× CPU) runs only once a link pressed or clicked on the server's drawn page has had its page drawn.
import { afterEach, expect, test, vi } from 'vitest';

let letIn!: () => void;
const order: string[] = [];
vi.mock('../../src/app/bootApp', () => ({
  bootApp: () => (order.push('boot'), { boot: true }),
  serverPageClickSettled: () => (order.push('waiting'), new Promise<void>((done) => (letIn = done))),
}));
vi.mock('../../src/app/startApp', () => ({
  startApp: vi.fn((_container: HTMLElement, _root: unknown, boot: unknown) => order.push(`app ${JSON.stringify(boot)}`)),
}));

afterEach(() => {
  document.cookie = 'token=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  document.body.innerHTML = '';
});

test("with a session, the first steps leave at once and the app's code runs only once the clicked page is drawn", async () => {
  document.body.innerHTML = '<div id="root"></div>';
  document.cookie = 'token=abc; path=/';
  await import('../../src/app/main');
  await vi.waitFor(() => expect(order).toEqual(['boot', 'waiting']));
  await new Promise((r) => setTimeout(r, 30));
  expect(order).toEqual(['boot', 'waiting']);
  letIn();
  await vi.waitFor(() => expect(order).toEqual(['boot', 'waiting', 'app {"boot":true}']));
});
