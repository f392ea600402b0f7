// Every error answer in the contract's one shape (`errorBody`), the content API's in Payload's
// (see errors.ts). A client's mistake is a 4xx; nothing it sends is a 500. The API registers this
// on its root instance, and the content server (server.ts) on its own: one handling for both.
import { errorBody } from '@peak/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ContentError, payloadErrorBody } from './errors';
import './fastify';

export function sendError(reply: FastifyReply, status: number, message: string) {
  return reply.code(status).type('application/json; charset=utf-8').send(errorBody(message));
}

/** The content API answers its errors as Payload does (`{errors: [{message}]}`), the rest as above. */
const payloadShaped = (request: FastifyRequest) =>
  request.routeOptions.config?.payloadErrors === true;

function sendErrorFor(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  message: string,
) {
  if (!payloadShaped(request)) return sendError(reply, status, message);
  return reply.code(status).type('application/json; charset=utf-8').send(payloadErrorBody(message));
}

/** PostgreSQL down or restarting: the client should retry, not treat it as its own fault. */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  '57P01',
  '57P02',
  '57P03',
  '08000',
  '08001',
  '08003',
  '08006',
]);
const isUnavailable = (error: unknown): boolean => {
  const e = error as { code?: string; cause?: unknown; message?: string };
  if (e?.code && UNAVAILABLE_CODES.has(e.code)) return true;
  if (
    /Connection terminated|timeout exceeded when trying to connect|Query read timeout/i.test(
      e?.message ?? '',
    )
  )
    return true;
  return e?.cause !== undefined && e.cause !== error && isUnavailable(e.cause);
};

/** PostgreSQL text cannot hold U+0000: a request carrying it anywhere is bad input, refused here. */
function containsNul(value: unknown): boolean {
  const pending = [value];
  while (pending.length) {
    const v = pending.pop();
    if (typeof v === 'string') {
      if (v.includes('\u0000')) return true;
    } else if (typeof v === 'object' && v !== null) {
      for (const [key, child] of Object.entries(v)) {
        if (key.includes('\u0000')) return true;
        pending.push(child);
      }
    }
  }
  return false;
}

export function registerErrorHandling(app: FastifyInstance) {
  app.addHook('preValidation', (request, reply, done) => {
    if (containsNul(request.params) || containsNul(request.query) || containsNul(request.body)) {
      sendErrorFor(request, reply, 400, 'Text must not contain the NUL character (\\u0000).');
      return;
    }
    done();
  });
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((v) => {
        const path = v.instancePath.replace(/^\//, '').replaceAll('/', '.');
        return path ? `${path}: ${v.message}` : v.message;
      });
      return sendErrorFor(request, reply, 400, issues.join('; '));
    }
    if (error instanceof ContentError)
      return reply.code(error.status).type('application/json; charset=utf-8').send(error.body);
    if (isUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      reply.header('Retry-After', '2');
      return sendErrorFor(
        request,
        reply,
        503,
        'The service is briefly unavailable. Please try again in a moment.',
      );
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) return sendErrorFor(request, reply, status, error.message);
    request.log.error({ err: error }, 'request failed');
    return sendErrorFor(request, reply, 500, 'Something went wrong on our side. Please try again.');
  });
}
