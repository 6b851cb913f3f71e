// Every route a Fastify app answers, read from Fastify's own route tree (printRoutes), not from the code under
// test: each line of the tree is a segment under the line above it one level less indented.
import type { FastifyInstance } from 'fastify';

export interface RegisteredRoute {
  method: string;
  /** The path with every parameter as {}: "/api/painel/history/{}/{}" (the tree merges parameter names). */
  path: string;
}

const LINE = /^((?:│ {3}| {4})*)(?:├── |└── )(\S+)(?: \(([A-Z, ]+)\))?$/;

export function registeredRoutes(app: FastifyInstance): RegisteredRoute[] {
  const stack: string[] = [];
  const out: RegisteredRoute[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const m = LINE.exec(line);
    if (!m) continue;
    const depth = m[1].length / 4;
    stack.length = depth;
    stack.push(m[2]);
    if (!m[3]) continue;
    const path = stack.join('').replace(/:[^/]+/g, '{}');
    for (const method of m[3].split(', ')) out.push({ method, path });
  }
  return out;
}

/** A document's path in the same form: "/api/painel/history/{resource}/{id}" → "/api/painel/history/{}/{}". */
export const pathShape = (path: string) => path.replace(/\{[^}]+\}/g, '{}');
