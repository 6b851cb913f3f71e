import type { HTTPMethods } from 'fastify';
import { authProfile, mountPath, type ApiProfiles, type Operation, type RecordSchema } from '../../../src/engine/contract';
import type { Resource } from '../../../src/server/model';

/** A seeded PRNG (mulberry32): the same seed gives the same requests, so a failure reproduces. */
export function seededRandom(seed: number) {
  let s = seed >>> 0;
  const next = () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = Math.imul(s ^ (s >>> 15), 1 | s);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (n: number) => Math.floor(next() * n),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)],
    chance: (p: number) => next() < p,
  };
}
/** One route to attack, read from a descriptor's operation. */
export interface Target {
  method: HTTPMethods;
  /** With `{id}` where the operation has one. */
  path: string;
  body: 'json' | 'multipart' | 'none';
  /** Body fields and their JSON type. */
  fields: Record<string, string>;
  files: string[];
  table: boolean;
  /** Ids that exist, so a bad body reaches validation instead of stopping at a 404. */
  ids: string[];
  /** The route's JSON body limit, where the caller knows it: bodies are made exactly that long, and one byte longer. */
  bodyLimit?: number;
}

export interface BadRequest {
  kind: string;
  method: HTTPMethods;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
}

/** Every operation and action of every descriptor, plus sign-in, session and the uploads route. */
export function targetsOf(
  resources: Resource[],
  apis: ApiProfiles,
  idsOf: (res: Resource) => string[],
  limitOf: (res: Resource | undefined, op: Operation, schema: RecordSchema | undefined) => number | undefined = () => undefined,
): Target[] {
  const out: Target[] = [];
  for (const res of resources) {
    const d = res.descriptor;
    const table = res.profile.transport === 'postgrest';
    const base = mountPath(res.profile);
    const ops: { op: Operation | undefined; schema: RecordSchema }[] = [
      ...Object.values(d.operations).map((op) => ({ op, schema: d.schema })),
      ...(d.actions ?? []).map((a) => ({ op: a.operation, schema: a.schema ?? d.schema })),
    ];
    for (const { op, schema } of ops) {
      if (!op) continue;
      const names = op.fields ?? Object.keys(schema.properties);
      const fields = Object.fromEntries(names.filter((f) => !res.uploads[f]).map((f) => [f, schema.properties[f]?.type ?? res.field(f)?.type ?? 'string']));
      out.push({
        method: op.method,
        path: base + op.path,
        body: op.body ?? (op.method === 'GET' || op.method === 'DELETE' ? 'none' : 'json'),
        fields,
        files: names.filter((f) => res.uploads[f]),
        table,
        ids: idsOf(res),
        bodyLimit: limitOf(res, op, schema),
      });
    }
  }
  const auth = authProfile(apis);
  const signIn = auth.auth.signIn;
  out.push({
    method: 'POST',
    path: `${auth.base}${signIn.path}`,
    body: 'json',
    fields: { email: 'string', password: 'string' },
    files: [],
    table: false,
    ids: [],
    bodyLimit: limitOf(undefined, { method: signIn.method, path: signIn.path, body: 'json' }, undefined),
  });
  out.push({ method: 'GET', path: `${auth.base}${auth.auth.session.path}`, body: 'none', fields: {}, files: [], table: false, ids: [] });
  out.push({ method: 'GET', path: '/uploads/{id}', body: 'none', fields: {}, files: [], table: false, ids: ['aaaaaaaaaaaaaaaaaaaaaa.png'] });
  return out;
}

const BOUNDARY = 'painelfuzzboundary';
type Part = [name: string, value: string | { filename: string; type: string; data: Buffer }];

function multipartBody(parts: Part[], boundary = BOUNDARY): Buffer {
  const chunks: Buffer[] = [];
  for (const [name, value] of parts) {
    if (typeof value === 'string') {
      chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
    } else {
      chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${value.filename}"\r\nContent-Type: ${value.type}\r\n\r\n`), value.data, Buffer.from('\r\n'));
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}
const MULTIPART = `multipart/form-data; boundary=${BOUNDARY}`;

const PLAUSIBLE: Record<string, unknown> = { string: 'Texto de teste', number: 1, integer: 1, boolean: true };
const WRONG_VALUES: unknown[] = [123, -1, 0.5, true, false, null, [], {}, [1, 2], { a: 1 }, '', ' ', 'x', '1', 'true', 1e308, -1e308];
const WEIRD_IDS = ["'%20or%201=1--", '..', '%2e%2e', '..%2f..%2fetc%2fpasswd', '%C3%A7%F0%9F%98%80', '%ff%fe', 'a'.repeat(99), 'a'.repeat(101), '%20', '-1', '0', 'null', 'undefined', '%5B%5D', '%7B%7D', '1e309', 'NaN'];
const NON_FINITE_TEXT = ['1e309', '-1e309', 'Infinity', '-Infinity', 'NaN', '-0', '0x10', '1,5e3', '9'.repeat(400), '1e-400', '+1', ' 1 ', '٣'];
const TRAVERSALS = [
  '/uploads/..%2f..%2fetc%2fpasswd',
  '/uploads/%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  '/uploads/....//....//etc/passwd',
  '/uploads/..%5c..%5cetc%5cpasswd',
  '/uploads/%252e%252e%252fetc%252fpasswd',
  '/uploads/../../etc/passwd',
  '/app/..%2f..%2fpackage.json',
  '/app/assets/..%2f..%2f..%2fetc%2fpasswd',
  '/app/%2e%2e/%2e%2e/etc/passwd',
  '/api/..%2f..%2fetc%2fpasswd',
  '/rest/v1/..%2f..%2fetc%2fpasswd',
  '/api/categories/..%2f..%2f..%2fetc%2fpasswd',
  '//etc/passwd',
  '/%2e%2e/%2e%2e/etc/passwd',
];
const UNKNOWN_ROUTES = ['/api/nada', '/api/server/nada/1', '/rest/v1/nada', '/rest/v1/', '/nada', '/api/', '/api/server', '/.env', '/api/categories/1/2/3', '/uploads/'];
const BAD_JSON = ['{', '{"a":', "{'a':1}", '[', 'nul', 'tru', '\ufeff{}', '{"a":1}}', '{"a":1,}', '{"a":01}', '{"a":"\\x41"}', '{"a":"\\u12"}', '"\\ud800"', '{"a" 1}', '{a:1}', '{"a":NaN}', '{"a":Infinity}', '}', ']', '\u0000', '{"a":"b"', '{}{}', 'null', '0', '-', '1e999999'];
const BAD_MULTIPART: [string, string | Buffer][] = [
  ['multipart/form-data', `--${BOUNDARY}\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n--${BOUNDARY}--\r\n`],
  ['multipart/form-data; boundary=', '--\r\n\r\n'],
  [MULTIPART, `--${BOUNDARY}\r\nContent-Disposition: form-data; name="a"\r\n\r\nsem fim`],
  [MULTIPART, `--outra\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n--outra--\r\n`],
  [MULTIPART, `--${BOUNDARY}\r\nContent-Disposition: form-data\r\n\r\nsem nome\r\n--${BOUNDARY}--\r\n`],
  [MULTIPART, `--${BOUNDARY}\r\n\r\nsem cabeçalho\r\n--${BOUNDARY}--\r\n`],
  [MULTIPART, ''],
  [MULTIPART, `--${BOUNDARY}--\r\n`],
  [MULTIPART, `--${BOUNDARY}\r\nContent-Disposition: form-data; name="__proto__"\r\n\r\nx\r\n--${BOUNDARY}--\r\n`],
  [MULTIPART, `--${BOUNDARY}\r\nContent-Disposition: form-data; name="a"; filename="../../etc/passwd"\r\nContent-Type: image/png\r\n\r\nroot:x:0:0\r\n--${BOUNDARY}--\r\n`],
  [MULTIPART, Buffer.concat([Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="a"\r\n\r\n`), Buffer.from([0xff, 0xfe, 0x00, 0xc3]), Buffer.from(`\r\n--${BOUNDARY}--\r\n`)])],
  [`multipart/form-data; boundary="${'b'.repeat(300)}"`, `--${'b'.repeat(300)}\r\n\r\n`],
  ['multipart/mixed; boundary=x', '--x\r\n\r\nx\r\n--x--\r\n'],
];
const WRONG_TYPES = ['text/plain', 'application/xml', 'application/x-www-form-urlencoded', 'application/octet-stream', 'text/html', 'application/json; charset=utf-16', 'application/vnd.pgrst.object+json', ';;;', 'application/', 'image/png', ''];
const hex = (h: string) => Buffer.from(h.replace(/\s/g, ''), 'hex');
/** File parts whose bytes only start like a known type, or are nothing at all. */
const BAD_FILES: (() => Buffer)[] = [
  () => Buffer.alloc(0),
  () => hex('89504e470d0a1a0a'),
  () => Buffer.concat([hex('89504e470d0a1a0a0000000d49484452'), Buffer.from('lixo')]),
  () => Buffer.from('GIF89a'),
  () => Buffer.from('%PDF-'),
  () => Buffer.concat([Buffer.from('RIFF'), hex('ffffffff'), Buffer.from('WEBPVP8 ')]),
  () => Buffer.concat([hex('0000001c'), Buffer.from('ftypavif')]),
  () => hex('504b0304140000000800'),
  () => Buffer.concat([Buffer.from('ID3'), hex('040000 7f7f7f7f')]),
  () => hex('ffd8ffe000104a464946'),
  () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
  () => Buffer.alloc(5 * 1024 * 1024 + 1, 0x41),
];

const UNKNOWN_QUERIES = ['foo=bar', '__proto__[x]=1', 'constructor[prototype][x]=1', 'page=1&page=2', 'limit=10&limit=abc', 'q=a&q=b', 'select=*', 'order=id.desc', 'id=eq.1', 'q[]=x', 'q[a]=b', '&&&', '=', 'q', 'a=%', 'q=%E0%A4%A', 'q=%ff', 'offset=1000', 'apikey=x', `${'k'.repeat(300)}=1`];

function nested(depth: number, asArray: boolean): string {
  return asArray ? `${'['.repeat(depth)}1${']'.repeat(depth)}` : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
}

/** Builds `count` bad requests against the targets, alternating between a signed-in token and none. */
export function badRequests(targets: Target[], count: number, seed: number, token: string, anonKey: string): BadRequest[] {
  const r = seededRandom(seed);
  const out: BadRequest[] = [];

  const idOf = (t: Target) => (t.ids.length && r.chance(0.5) ? encodeURIComponent(r.pick(t.ids)) : r.pick(WEIRD_IDS));
  const pathOf = (t: Target, id = idOf(t)) => t.path.replace('{id}', id);
  // A route without an id gets the bad segment appended, so the attack still lands in the path.
  const badPath = (t: Target, segment: string) => (t.path.includes('{id}') ? pathOf(t, segment) : `${t.path}/${segment}`);
  const fieldNames = (t: Target) => Object.keys(t.fields);
  const plausible = (t: Target): Record<string, unknown> => Object.fromEntries(Object.entries(t.fields).map(([f, type]) => [f, PLAUSIBLE[type] ?? 'x']));
  const tableQuery = (t: Target) => (t.table ? `?id=eq.${encodeURIComponent(r.pick(t.ids.length ? t.ids : ['1']))}` : '');
  const json = (value: unknown) => ({ payload: JSON.stringify(value), headers: { 'content-type': 'application/json' } });
  const form = (parts: Part[]) => ({ payload: multipartBody(parts), headers: { 'content-type': MULTIPART } });
  /** A body in the route's own encoding carrying `values` (raw JSON text when given as a string). */
  const bodyWith = (t: Target, values: Record<string, unknown> | string) => {
    if (t.body === 'multipart' && typeof values !== 'string') {
      return form(Object.entries(values).map(([k, v]): Part => [k, typeof v === 'string' ? v : JSON.stringify(v) ?? '']));
    }
    return typeof values === 'string' ? { payload: values, headers: { 'content-type': 'application/json' } } : json(values);
  };
  const withField = (t: Target, value: unknown) => {
    const names = fieldNames(t);
    const body = plausible(t);
    body[names.length ? r.pick(names) : 'campo'] = value;
    return bodyWith(t, body);
  };

  type Attack = (t: Target) => Omit<BadRequest, 'kind' | 'headers'> & { headers?: Record<string, string> };
  const attacks: Record<string, Attack> = {
    'nul in the path': (t) => ({ method: t.method, url: badPath(t, r.pick(['%00', 'a%00', '%00%00', '1%00.png'])) + tableQuery(t) }),
    'nul in the query': (t) => ({
      method: t.method,
      url: pathOf(t) + (t.table ? r.pick(['?id=eq.%00', '?select=%00', '?id%00=eq.1', '?id=eq.1&select=instagram_token%00']) : `?${r.pick(['q=%00', 'page=%00', 'limit=1%00', '%00=1', 'q=a%00b'])}`),
    }),
    'nul in a JSON field': (t) => ({
      method: t.method,
      url: pathOf(t) + tableQuery(t),
      ...r.pick([
        () => withField(t, `a\u0000${'b'.repeat(r.int(5))}`),
        () => json({ ...plausible(t), 'ch\u0000ave': 'x' }),
        () => json({ ...plausible(t), extra: { a: [1, { b: '\u0000' }] } }),
        () => json({ email: 'admin@painel.local\u0000', password: 'x\u0000' }),
      ])(),
    }),
    'nul in a multipart field': (t) => ({
      method: t.method,
      url: pathOf(t) + tableQuery(t),
      ...form([[r.pick([...fieldNames(t), 'campo']), r.pick(['a\u0000b', '\u0000'])], [r.chance(0.5) ? 'no\u0000me' : 'x', 'y']]),
    }),
    'a huge string': (t) => {
      const size = r.pick([10_001, 60_000, 300_000]);
      return r.pick([
        () => ({ method: t.method, url: pathOf(t) + tableQuery(t), ...withField(t, 'x'.repeat(size)) }),
        () => ({ method: t.method, url: `${pathOf(t)}?q=${'q'.repeat(r.pick([201, 5000]))}` }),
        () => ({ method: t.method, url: badPath(t, 'i'.repeat(r.pick([101, 5000]))) }),
        () => ({ method: t.method, url: pathOf(t) + tableQuery(t), headers: { authorization: `Bearer ${'t'.repeat(size)}`, apikey: 'k'.repeat(size) } }),
        () => ({ method: t.method, url: pathOf(t) + tableQuery(t), ...withField(t, 'ç'.repeat(600_000)) }),
      ])();
    },
    'a long string at the limits': (t) => {
      // 1 kB, 100 kB, and a body exactly at the route's limit and one byte past it (the body limit itself).
      const names = fieldNames(t);
      const field = names.length ? r.pick(names) : 'campo';
      // A JSON body of exactly `total` bytes (ASCII, so characters are bytes).
      const sized = (total: number) => {
        const body = plausible(t);
        body[field] = '';
        body[field] = 'a'.repeat(Math.max(0, total - JSON.stringify(body).length));
        return JSON.stringify(body);
      };
      const sizes = [1024, 100 * 1024, ...(t.bodyLimit ? [t.bodyLimit, t.bodyLimit + 1] : [1024 * 1024, 1024 * 1024 + 1])];
      const size = r.pick(sizes);
      if (t.body === 'multipart') return { method: t.method, url: pathOf(t) + tableQuery(t), ...withField(t, 'm'.repeat(size)) };
      return { method: t.method, url: pathOf(t) + tableQuery(t), payload: sized(size), headers: { 'content-type': 'application/json' } };
    },
    'a wrong type': (t) => ({ method: t.method, url: pathOf(t) + tableQuery(t), ...withField(t, r.pick(WRONG_VALUES)) }),
    'a non-finite number': (t) =>
      r.pick([
        () => ({ method: t.method, url: `${pathOf(t)}?${r.pick(['page', 'limit'])}=${encodeURIComponent(r.pick(NON_FINITE_TEXT))}` }),
        () => ({ method: t.method, url: pathOf(t) + tableQuery(t), ...bodyWith(t, `{"${r.pick([...fieldNames(t), 'price'])}":${r.pick(['1e400', '-1e400', '1e309', '-0', '1E+999'])}}`) }),
        () => ({ method: t.method, url: pathOf(t) + tableQuery(t), ...form(Object.keys(t.fields).map((f): Part => [f, r.pick(NON_FINITE_TEXT)])) }),
      ])(),
    'path traversal': (t) => ({ method: r.pick(['GET', 'GET', 'HEAD', t.method]), url: r.pick(TRAVERSALS) }),
    'an unknown route': () => ({ method: r.pick(['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as HTTPMethods[]), url: r.pick(UNKNOWN_ROUTES) }),
    'malformed multipart': (t) => {
      const [type, payload] = r.pick(BAD_MULTIPART);
      return { method: t.method, url: pathOf(t) + tableQuery(t), payload, headers: { 'content-type': type } };
    },
    'bad JSON': (t) => ({ method: t.method, url: pathOf(t) + tableQuery(t), payload: r.pick(BAD_JSON), headers: { 'content-type': 'application/json' } }),
    'a wrong content type': (t) => {
      const type = r.pick([...WRONG_TYPES, t.body === 'multipart' ? 'application/json' : MULTIPART]);
      const payload = type === MULTIPART ? multipartBody(Object.entries(plausible(t)).map(([k, v]): Part => [k, String(v)])) : JSON.stringify(plausible(t));
      const headers: Record<string, string> = type ? { 'content-type': type } : {};
      return { method: t.method, url: pathOf(t) + tableQuery(t), payload, headers };
    },
    'unknown query keys': (t) => ({ method: t.method, url: `${pathOf(t)}?${r.pick(UNKNOWN_QUERIES)}${t.table && r.chance(0.5) ? '&id=eq.1' : ''}` }),
    'deep nesting': (t) => {
      const deep = nested(r.pick([100, 2000, 20_000]), r.chance(0.5));
      const field = r.pick([...fieldNames(t), 'campo']);
      return { method: t.method, url: pathOf(t) + tableQuery(t), payload: r.chance(0.5) ? deep : `{"${field}":${deep}}`, headers: { 'content-type': 'application/json' } };
    },
    'prototype keys': (t) => ({
      method: t.method,
      url: pathOf(t) + tableQuery(t),
      ...bodyWith(t, r.pick(['{"__proto__":{"admin":true}}', '{"constructor":{"prototype":{"admin":true}}}', `{"${r.pick([...fieldNames(t), 'x'])}":{"__proto__":1}}`])),
    }),
    'a wrong method': (t) => ({ method: r.pick(['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS', 'SEARCH'] as HTTPMethods[]), url: pathOf(t) + tableQuery(t), ...json(plausible(t)) }),
    'a bad file': (t) => {
      const field = t.files.length ? r.pick(t.files) : r.pick([...fieldNames(t), 'file']);
      // The over-size file is slow to build and send: one time in ten.
      const data = r.chance(0.1) ? BAD_FILES[BAD_FILES.length - 1]() : r.pick(BAD_FILES.slice(0, -1))();
      const name = r.pick(['foto.png', '../../etc/passwd', '', 'a\u0000.png', 'x'.repeat(1000)]);
      return { method: t.method, url: pathOf(t) + tableQuery(t), ...form([...Object.entries(plausible(t)).map(([k, v]): Part => [k, String(v)]), [field, { filename: name, type: r.pick(['image/png', 'application/pdf', 'text/plain']), data }]]) };
    },
    'a lone surrogate': (t) => ({ method: t.method, url: pathOf(t) + tableQuery(t), ...bodyWith(t, `{"${r.pick([...fieldNames(t), 'x'])}":"a\\ud800b"}`) }),
    'odd headers': (t) => ({
      method: t.method,
      url: pathOf(t) + tableQuery(t),
      payload: JSON.stringify(plausible(t)),
      headers: {
        'content-type': 'application/json',
        ...r.pick<Record<string, string>>([
          { accept: 'application/vnd.pgrst.object+json' },
          { prefer: 'return=representation,count=exact' },
          { accept: '*/*;q=x' },
          { range: 'bytes=0-1' },
          { 'content-encoding': 'gzip' },
          { 'transfer-encoding': 'chunked' },
        ]),
      },
    }),
  };
  const kinds = Object.keys(attacks);

  for (let i = 0; i < count; i++) {
    const t = r.pick(targets);
    const kind = kinds[i % kinds.length];
    // Each kind comes round every `kinds.length` requests: alternate by round, so each meets both cases.
    const signedIn = Math.floor(i / kinds.length) % 2 === 0;
    const req = attacks[kind](t);
    const auth: Record<string, string> = signedIn ? { authorization: `Bearer ${token}` } : {};
    if (t.table || req.url.startsWith('/rest/v1')) auth.apikey = anonKey;
    out.push({ kind, method: req.method, url: req.url, headers: { ...auth, ...req.headers }, payload: req.payload });
  }
  return out;
}
