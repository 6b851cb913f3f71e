// The live stream's client: batches, never hands one change twice, resumes after the last id, stops while hidden.
import type { ChangeEvent } from '../../src/engine/contract';
import { watchLiveStream } from '../../src/engine/live';

const event = (id: number, recordId = `c-${id}`): ChangeEvent => ({ id, resource: 'categories', recordId, operation: 'update', version: id, actor: { id: 'u-2', name: 'Maria' } });
const frame = (e: ChangeEvent) => `id: ${e.id}\nevent: change\ndata: ${JSON.stringify(e)}\n\n`;

/** A server side the test writes to: each open() is one connection, with the Last-Event-ID it carried. */
function fakeServer() {
  const connections: { lastEventId?: string; send(text: string): void; drop(): void; aborted: () => boolean }[] = [];
  const open = vi.fn(async ({ lastEventId, signal }: { lastEventId?: string; signal: AbortSignal }) => {
    let controller!: ReadableStreamDefaultController<Uint8Array>;
    const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
    const encoder = new TextEncoder();
    signal.addEventListener('abort', () => controller.error(new DOMException('aborted', 'AbortError')));
    connections.push({ lastEventId, send: (t) => controller.enqueue(encoder.encode(t)), drop: () => controller.close(), aborted: () => signal.aborted });
    return new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } });
  });
  return { open, connections };
}

function fakePage() {
  const target = new EventTarget();
  const page = { hidden: false, addEventListener: target.addEventListener.bind(target), removeEventListener: target.removeEventListener.bind(target) };
  return { page: page as unknown as Document, setHidden: (hidden: boolean) => ((page.hidden = hidden), target.dispatchEvent(new Event('visibilitychange'))) };
}

function handlers() {
  return { change: vi.fn<(events: ChangeEvent[]) => void>(), reload: vi.fn(), unauthorized: vi.fn() };
}

test('changes arriving together are handed over as one batch; a repeated id is dropped', async () => {
  const server = fakeServer();
  const h = handlers();
  const stop = watchLiveStream({ open: server.open, handlers: h, batchMs: 20, page: fakePage().page });
  await vi.waitFor(() => expect(server.connections).toHaveLength(1));
  server.connections[0].send(frame(event(1)) + frame(event(2)));
  server.connections[0].send(frame(event(2)));
  await vi.waitFor(() => expect(h.change).toHaveBeenCalledTimes(1));
  expect(h.change.mock.calls[0][0].map((e) => e.id)).toEqual([1, 2]);
  stop();
  expect(server.connections[0].aborted()).toBe(true);
});

test('a dropped stream reconnects after about a second, resuming after the last id; a replayed id is not handed twice', async () => {
  const server = fakeServer();
  const h = handlers();
  const stop = watchLiveStream({ open: server.open, handlers: h, batchMs: 10, page: fakePage().page });
  await vi.waitFor(() => expect(server.connections).toHaveLength(1));
  expect(server.connections[0].lastEventId).toBeUndefined();
  server.connections[0].send(frame(event(7)));
  await vi.waitFor(() => expect(h.change).toHaveBeenCalledTimes(1));
  server.connections[0].drop();
  await vi.waitFor(() => expect(server.connections).toHaveLength(2), { timeout: 2500 });
  expect(server.connections[1].lastEventId).toBe('7');
  server.connections[1].send(frame(event(7)) + frame(event(8)));
  await vi.waitFor(() => expect(h.change).toHaveBeenCalledTimes(2));
  expect(h.change.mock.calls[1][0].map((e) => e.id)).toEqual([8]);
  stop();
});

test('"reload" asks for everything; a 401 or "session-ended" signs out', async () => {
  const server = fakeServer();
  const h = handlers();
  const stop = watchLiveStream({ open: server.open, handlers: h, page: fakePage().page });
  await vi.waitFor(() => expect(server.connections).toHaveLength(1));
  server.connections[0].send('event: reload\ndata: {}\n\n');
  await vi.waitFor(() => expect(h.reload).toHaveBeenCalledTimes(1));
  server.connections[0].send('event: session-ended\ndata: {}\n\n');
  server.connections[0].drop();
  await vi.waitFor(() => expect(h.unauthorized).toHaveBeenCalledTimes(1));
  stop();

  const refused = handlers();
  const stop2 = watchLiveStream({ open: async () => new Response('{"message":"Sessão inválida"}', { status: 401 }), handlers: refused, page: fakePage().page });
  await vi.waitFor(() => expect(refused.unauthorized).toHaveBeenCalledTimes(1));
  stop2();
});

test('a hidden tab closes the stream; shown again, it reconnects at once after the last id', async () => {
  const server = fakeServer();
  const h = handlers();
  const { page, setHidden } = fakePage();
  const stop = watchLiveStream({ open: server.open, handlers: h, batchMs: 10, page });
  await vi.waitFor(() => expect(server.connections).toHaveLength(1));
  server.connections[0].send(frame(event(3)));
  await vi.waitFor(() => expect(h.change).toHaveBeenCalledTimes(1));
  setHidden(true);
  expect(server.connections[0].aborted()).toBe(true);
  await new Promise((r) => setTimeout(r, 50));
  expect(server.connections).toHaveLength(1);
  setHidden(false);
  await vi.waitFor(() => expect(server.connections).toHaveLength(2), { timeout: 200 });
  expect(server.connections[1].lastEventId).toBe('3');
  stop();
});
