import { http, HttpResponse } from 'msw';

/**
 * An msw handler for GET /api/painel/events: a stream that stays open, and `announce` to write to the one opened
 * last (raw text/event-stream frames). `opened` lists each opening's Authorization header.
 */
export function liveEventsHandler() {
  const encoder = new TextEncoder();
  const state = { announce: (_text: string) => undefined as void, opened: [] as string[] };
  const handler = http.get('/api/painel/events', ({ request }) => {
    state.opened.push(request.headers.get('authorization') ?? '');
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(encoder.encode('retry: 3000\n\n'));
        state.announce = (text) => controller.enqueue(encoder.encode(text));
      },
    });
    return new HttpResponse(body, { headers: { 'content-type': 'text/event-stream; charset=utf-8' } });
  });
  return { handler, announce: (text: string) => state.announce(text), opened: state.opened };
}
