import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { errorBody } from '../../engine/contract';

// Answers for what fails before any route runs. None repeats the request: a 2 000-character path or a
// 16 KiB header would come back whole, and it is the sender's own input anyway.
const NOT_FOUND = 'Rota não encontrada.';
const ROUTER: Record<string, [number, string]> = {
  FST_ERR_MAX_PARAM_LENGTH: [414, 'O endereço da requisição é longo demais.'],
  FST_ERR_BAD_URL: [400, 'O endereço da requisição é inválido.'],
};
// Node reads the request line and the headers into one buffer (16 KiB): a long URL overflows it too.
const CLIENT: Record<string, [number, string, string]> = {
  HPE_HEADER_OVERFLOW: [431, 'Request Header Fields Too Large', 'O endereço ou os cabeçalhos da requisição são grandes demais.'],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'Request Timeout', 'A requisição demorou demais para chegar.'],
};
const MALFORMED: [number, string, string] = [400, 'Bad Request', 'Requisição HTTP malformada.'];

/** Unknown routes, without echoing the path. */
export async function routeNotFound(_request: FastifyRequest, reply: FastifyReply) {
  return reply.code(404).send(errorBody(NOT_FOUND));
}

/** Fastify's `frameworkErrors`: the router's refusals (a path parameter too long, a broken percent-encoding). */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const [status, message] = ROUTER[error.code] ?? [500, 'Erro interno do servidor.'];
  if (status >= 500) request.log.error({ err: error }, 'erro do roteador');
  return reply.code(status).send(errorBody(message));
}

/**
 * Fastify's `clientErrorHandler`: Node could not read the request at all (head too large, not HTTP, too slow).
 * There is no request to answer through, so the answer is written on the socket, which is then closed.
 */
export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Socket) {
  // A reset connection has nobody left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, reason, message] = (error.code && CLIENT[error.code]) || MALFORMED;
  const body = JSON.stringify(errorBody(message));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nX-Content-Type-Options: nosniff\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
