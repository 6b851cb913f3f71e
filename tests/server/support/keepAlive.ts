import { Agent, request, type IncomingHttpHeaders } from 'node:http';
import type { Socket } from 'node:net';

/** An answer, and the connection it came on. */
export interface KeptAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
  /** Whether the request went on a connection an earlier request had used (kept alive). */
  reused: boolean;
  socket: Socket;
}

/** Sends one request through `agent` (keep-alive: an idle connection of its is reused) and reads the whole answer. */
export function sendOn(agent: Agent, url: string, method: string, path: string, headers: Record<string, string> = {}, body?: string): Promise<KeptAnswer> {
  return new Promise((done, fail) => {
    const sized = body === undefined ? headers : { ...headers, 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) };
    const req = request(url + path, { agent, method, headers: sized }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (text += c));
      res.on('end', () => done({ status: res.statusCode!, headers: res.headers, body: text, reused: req.reusedSocket, socket: res.socket }));
      res.on('error', fail);
    });
    req.on('error', fail);
    req.end(body);
  });
}

/** An agent that keeps one connection open between requests, as a proxy's upstream keep-alive does. */
export function oneConnection(): Agent {
  return new Agent({ keepAlive: true, maxSockets: 1 });
}
