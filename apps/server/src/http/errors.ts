import { MESSAGES } from '@carrier/contracts';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';

/**
 * Errors that reach Fastify (bad JSON, bodies over the limit, unexpected failures) answer in the
 * GraphQL error shape with a request id; the stack trace goes to the log only.
 */
export function sendError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
  if (status === 500) request.log.error({ err: error }, 'unexpected failure');
  const message =
    status === 500
      ? MESSAGES.unexpected
      : error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError
        ? 'The request body is not valid JSON.'
        : error.code === 'FST_ERR_CTP_BODY_TOO_LARGE'
          ? 'The request body is too large.'
          : error.message;
  const code = status === 500 ? 'INTERNAL' : (error.code ?? 'BAD_REQUEST');
  return reply
    .status(status)
    .header('x-request-id', request.id)
    .send({ errors: [{ message, extensions: { code, requestId: request.id } }] });
}
