import { sessionFetch } from '../sessionFetch';
import { entityTag, fillPath, listQueryEntries, pick, UNDO_HEADER, type BulkAnswer, type ListResult } from '../../contract';
import { httpError } from '../OperationError';
import { requestBody } from '../requestBody';
import type { RecordValues } from '../types';
import { readCsvAnswer } from './readCsvAnswer';
import { taggedAnswers } from './taggedAnswers';
import type { TransportFactory } from './transport';

const asNumber = (v: unknown, fallback: number) => (typeof v === 'number' && Number.isFinite(v) ? v : fallback);

/**
 * A REST API (JSON and multipart over HTTP) through ofetch: the bearer from the session on every call, a 401
 * ends the session, no automatic retries (a failed save must not be sent twice). Paths come from the
 * descriptor's operations; records, rows and totals are read where the profile says they sit.
 */
export const restTransport: TransportFactory = (profile, endpoint, session) => {
  const fetch = sessionFetch(endpoint.url, session);

  // List pages as last read, by address, with their tags (sent back as If-None-Match).
  const pages = taggedAnswers<ListResult<RecordValues>>();

  return {
    async list(_d, op, query) {
      // In the order the descriptor lists them (the spec's tables differ between APIs).
      const params = listQueryEntries(op.query, query);
      const path = fillPath(op.path, {});
      const address = `${op.method} ${path}?${new URLSearchParams(params)}`;
      const ask = (tag?: string) => fetch.raw(path, { method: op.method, query: Object.fromEntries(params), headers: tag ? { 'If-None-Match': tag } : undefined });
      let response = await ask(pages.tagOf(address));
      // Unchanged since the page kept here was read (a live refetch after someone else's change elsewhere).
      if (response.status === 304) {
        // Its empty body read to the end: a body left unread is a request the browser reports as aborted.
        await response.arrayBuffer().catch(() => undefined);
        const same = pages.recall(address);
        if (same) return same;
        // Let go of meanwhile (another 50 pages read since): asked again, plainly.
        response = await ask();
      }
      const answer = response._data;
      const items = pick(answer, profile.list?.items ?? '');
      const rows = Array.isArray(items) ? (items as RecordValues[]) : [];
      const capped = profile.list?.capped ? pick(answer, profile.list.capped) === true : false;
      const page = { items: rows, total: asNumber(pick(answer, profile.list?.total ?? ''), rows.length), page: query.page, limit: query.limit, ...(capped ? { capped } : {}) };
      pages.remember(address, response.headers.get('etag'), page);
      return page;
    },
    async bulk(_d, op, request) {
      const response = await fetch.raw(fillPath(op.path, {}), { method: op.method, body: request });
      return { answer: pick(response._data, profile.record ?? '') as BulkAnswer, undo: response.headers.get(UNDO_HEADER) ?? undefined };
    },
    async exportCsv(_d, op, query, onProgress) {
      const response = await fetch.raw(fillPath(op.path, {}), {
        method: op.method,
        query: Object.fromEntries(listQueryEntries(op.query, query)),
        responseType: 'stream',
        // A refusal comes as JSON; it is read here, since a stream answer is not parsed.
        ignoreResponseError: true,
      });
      if (!response.ok) {
        const text = await response.text().catch(() => '');
        let body: unknown;
        try {
          body = JSON.parse(text);
        } catch {
          body = undefined;
        }
        if (response.status === 401) session.onUnauthorized();
        throw httpError(response.status, body);
      }
      const total = Number(response.headers.get('x-total-count') ?? NaN);
      return readCsvAnswer(response, Number.isFinite(total) ? total : undefined, onProgress);
    },
    async send(_d, op, { id, values = {}, schema, version }) {
      const response = await fetch.raw(fillPath(op.path, { id }), {
        method: op.method,
        body: requestBody(schema, op, values, id),
        ...(version !== undefined && op.method !== 'GET' ? { headers: { 'If-Match': entityTag(version) } } : {}),
      });
      return { record: pick(response._data, profile.record ?? '') as RecordValues | undefined, undo: response.headers.get(UNDO_HEADER) ?? undefined };
    },
    async signIn(endpoint, email, password) {
      const answer = await fetch(endpoint.path, { method: endpoint.method, body: { email, password } });
      return { token: pick(answer, endpoint.token) as string | undefined, user: pick(answer, endpoint.user) as RecordValues | undefined };
    },
    async session(endpoint) {
      return pick(await fetch(endpoint.path, { method: endpoint.method }), endpoint.user) as RecordValues | undefined;
    },
  };
};
