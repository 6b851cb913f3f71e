import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { sessionHandlers } from './session';

/** One request as the server saw it: enough to compare with a row of spec §7. */
export interface SeenRequest {
  method: string;
  path: string;
  /** Query parameters in the order they were sent. */
  query: [string, string][];
  authorization: string | null;
  apikey: string | null;
  accept: string | null;
  contentType: string | null;
  /** JSON body, when it was JSON. */
  json?: unknown;
  /** Multipart parts, files described by name, type and size. */
  form?: Record<string, string | { name: string; type: string; size: number }>;
  /** Raw body when neither (a body-less request has ''). */
  text?: string;
}

/**
 * The parts of a multipart body as sent on the wire. Not `request.formData()`: happy-dom's parser drops
 * parts whose value is empty, which are exactly the "clear this field" parts a test needs to see.
 */
function parseMultipart(raw: Buffer, contentType: string): NonNullable<SeenRequest['form']> {
  const boundary = /boundary=(?:"([^"]+)"|([^;]+))/.exec(contentType);
  const text = raw.toString('latin1'); // one char per byte, so byte offsets and sizes stay exact
  const form: NonNullable<SeenRequest['form']> = {};
  for (const chunk of text.split(`--${boundary?.[1] ?? boundary?.[2]}`).slice(1, -1)) {
    const part = chunk.replace(/^\r\n/, '').replace(/\r\n$/, '');
    const split = part.indexOf('\r\n\r\n');
    const head = Buffer.from(part.slice(0, split), 'latin1').toString('utf8');
    const body = part.slice(split + 4);
    const name = /name="([^"]*)"/.exec(head)?.[1] ?? '';
    const filename = /filename="([^"]*)"/.exec(head)?.[1];
    if (filename === undefined) form[name] = Buffer.from(body, 'latin1').toString('utf8');
    else form[name] = { name: filename, type: /content-type:\s*([^\r\n]+)/i.exec(head)?.[1] ?? '', size: body.length };
  }
  return form;
}

async function capture(request: Request): Promise<SeenRequest> {
  const url = new URL(request.url);
  const contentType = request.headers.get('content-type');
  const seen: SeenRequest = {
    method: request.method,
    path: url.pathname,
    query: [...url.searchParams.entries()],
    authorization: request.headers.get('authorization'),
    apikey: request.headers.get('apikey'),
    accept: request.headers.get('accept'),
    contentType,
  };
  if (contentType?.startsWith('multipart/form-data')) {
    seen.form = parseMultipart(Buffer.from(await request.arrayBuffer()), contentType);
  } else if (contentType?.includes('json')) {
    seen.json = await request.json();
  } else {
    seen.text = await request.text();
  }
  return seen;
}

// Answers in the reference server's shapes (docs/reference/api.md), written out here, not read from descriptors.
function answer(request: Request, path: string): Response {
  const method = request.method;
  const services = path.startsWith('/api/server/');
  const segments = path.split('/').filter(Boolean).length;
  const isCollection = services ? segments === 3 : segments === 2;
  const record = { id: services ? 's-1' : 'm-1' };
  if (services) {
    if (method === 'GET' && isCollection) return HttpResponse.json({ data: { items: [], total: 0, page: 1, limit: 10 } });
    if (method === 'POST') return HttpResponse.json({ data: record }, { status: 201 });
    return HttpResponse.json({ data: record });
  }
  if (method === 'GET' && isCollection) return HttpResponse.json({ data: [], total: 0, page: 1, limit: 10 });
  if (method === 'POST') return HttpResponse.json(record, { status: 201 });
  if (method === 'DELETE') return new HttpResponse(null, { status: 204 });
  return HttpResponse.json(record);
}

/** A test's own answer for some calls (undefined: the default answer). */
/** A test's own answer to a call (the request too, for its headers); undefined: the usual one. */
type Reply = (method: string, path: string, request: Request) => Response | undefined;

/**
 * msw handlers that record every call to the main API, the services API and the table API, and answer
 * as the reference server does. Register them after the session handlers.
 */
function recordingHandlers(seen: SeenRequest[], replies: Reply[] = []) {
  return [
    http.all('/api/*', async ({ request }) => {
      const url = new URL(request.url);
      seen.push(await capture(request.clone()));
      for (const reply of replies) {
        const custom = reply(request.method, url.pathname, request);
        if (custom) return custom;
      }
      return answer(request, url.pathname);
    }),
    http.all('*/rest/v1/config', async ({ request }) => {
      seen.push(await capture(request.clone()));
      if (request.method === 'GET') return HttpResponse.json({ instagram_token: 'token-atual' });
      return new HttpResponse(null, { status: 204 });
    }),
  ];
}

/**
 * The spec's calls: the session's own reads left out, and Painel's own calls (/api/painel: the home route asks for
 * its panels as the app starts), which are not the spec's and are tested in tests/server and tests/screens.
 */
export const apiCalls = (seen: SeenRequest[]) => seen.filter((r) => r.path !== '/api/session' && !r.path.startsWith('/api/painel/'));

/**
 * An msw server with the session handlers and the recording API, its lifecycle registered for the calling
 * test file (with console.error silenced: failures are logged on purpose, spec §8). Per test: `seen` is
 * emptied, `replies` too, and `sent(method)` lists that test's calls with that method.
 */
export function recordingServer() {
  const seen: SeenRequest[] = [];
  const replies: Reply[] = [];
  const server = setupServer(...sessionHandlers(), ...recordingHandlers(seen, replies));
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(() => {
    seen.length = 0;
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    replies.length = 0;
    server.resetHandlers();
    vi.restoreAllMocks();
  });
  afterAll(() => server.close());
  return {
    server,
    seen,
    /** Answers this test's calls with `reply` when it returns a Response; they are still recorded. */
    reply: (reply: Reply) => void replies.push(reply),
    sent: (method: string) => apiCalls(seen).filter((r) => r.method === method),
  };
}
