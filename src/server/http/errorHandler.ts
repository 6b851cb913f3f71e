import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { errorBody, type FieldError } from '../../engine/contract';
import { HttpError } from './httpError';

/** Portuguese answers for the framework's own 4xx errors. */
const FRAMEWORK: Record<string, [number, string]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'O corpo da requisição não é um JSON válido.'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'O corpo da requisição está vazio.'],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'O corpo da requisição é grande demais.'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'Tipo de conteúdo não suportado: envie JSON ou multipart/form-data.'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'Content-Length não confere com o corpo enviado.'],
  FST_PROTO_VIOLATION: [400, 'Nome de campo não permitido.'],
  FST_FILES_LIMIT: [413, 'Arquivos demais em um só envio.'],
  FST_PARTS_LIMIT: [413, 'Partes demais em um só envio.'],
  FST_FIELDS_LIMIT: [413, 'Campos demais em um só envio.'],
  FST_INVALID_MULTIPART_CONTENT_TYPE: [415, 'Envie os dados como multipart/form-data.'],
  FST_MP_PREMATURE_CLOSE: [400, 'O envio foi interrompido antes do fim.'],
  // Uploads name the limit themselves (readParts); this is the backstop.
  FST_REQ_FILE_TOO_LARGE: [413, 'Arquivo muito grande.'],
};

interface ErrorAnswer {
  status: number;
  message: string;
  errors?: FieldError[];
  headers?: Record<string, string>;
  extra?: Record<string, unknown>;
}

/**
 * Any thrown error as status + Portuguese message; undefined for a real server fault (a 500). Routes that
 * validate with a schema turn ajv's errors into an HttpError themselves (their `schemaErrorFormatter`).
 */
export function describeError(err: FastifyError | Error): ErrorAnswer | undefined {
  if (err instanceof HttpError) return { status: err.statusCode, message: err.message, errors: err.errors, headers: err.headers, extra: err.extra };
  const e = err as FastifyError;
  const known = e.code ? FRAMEWORK[e.code] : undefined;
  if (known) return { status: known[0], message: known[1] };
  if (typeof e.statusCode === 'number' && e.statusCode >= 400 && e.statusCode < 500) {
    return { status: e.statusCode, message: 'Requisição inválida.' };
  }
  return undefined;
}

/** Every error is JSON `{message}` in Portuguese; a stack trace never leaves the server. */
export function errorHandler(err: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const answer = describeError(err);
  if (!answer) {
    request.log.error({ err }, 'erro inesperado');
    return reply.code(500).send(errorBody('Erro interno do servidor.'));
  }
  if (answer.status >= 500) request.log.error({ err }, 'erro do servidor');
  if (answer.headers) reply.headers(answer.headers);
  return reply.code(answer.status).send({ ...errorBody(answer.message, answer.errors), ...answer.extra });
}
