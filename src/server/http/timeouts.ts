/**
 * How long a connection may take, so that slow or silent clients cannot hold sockets for ever (Fastify's own
 * request and connection timeouts are 0: none). Each is a variable; the defaults fit a person on a slow phone.
 */
export interface HttpTimeouts {
  /** HEADERS_TIMEOUT_MS: a request's head (line and headers) must arrive within this; it is also how long a new
   * connection may stay silent before its first request (browsers open some ahead of need). */
  headersMs: number;
  /** REQUEST_TIMEOUT_MS: the whole request, body included, must arrive within this; else 408 and the connection closes. */
  requestMs: number;
  /** KEEP_ALIVE_TIMEOUT_MS: how long a connection may idle between two requests. */
  keepAliveMs: number;
  /** SOCKET_IDLE_TIMEOUT_MS: how long a connection may go with nothing read or written (a client that stops reading an answer). */
  socketIdleMs: number;
}

export const DEFAULT_HTTP_TIMEOUTS: HttpTimeouts = {
  headersMs: 10_000,
  // A 5 MiB upload at 45 kB/s (a poor mobile link) fits in two minutes.
  requestMs: 120_000,
  // Longer than the usual balancer's idle timeout (60 s), so the balancer, not the instance, closes first.
  keepAliveMs: 72_000,
  socketIdleMs: 120_000,
};

/** Fastify's options for these timeouts, and Node's own for the head (Fastify passes `http` to createServer). */
export function serverTimeoutOptions(t: HttpTimeouts) {
  return {
    requestTimeout: t.requestMs,
    keepAliveTimeout: t.keepAliveMs,
    connectionTimeout: t.socketIdleMs,
    // Node checks expired heads and requests on this interval (30 s by default): a second keeps them near exact.
    http: { headersTimeout: Math.min(t.headersMs, t.requestMs), connectionsCheckingInterval: 1000 },
  };
}
