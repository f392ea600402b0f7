// What every answer to a hostile request must satisfy: below 500, refusals as JSON with one
// message, and Object.prototype and friends as they were when this module loaded.
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { type FuzzRequest, short } from './requests';

function decoded(res: LightMyRequestResponse): string {
  const encoding = res.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(res.rawPayload).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(res.rawPayload).toString('utf8');
  if (encoding === 'deflate') return inflateSync(res.rawPayload).toString('utf8');
  return res.body;
}

const objectProtoNames = Object.getOwnPropertyNames(Object.prototype).sort().join();
const arrayProtoNames = Object.getOwnPropertyNames(Array.prototype).sort().join();
const functionProtoNames = Object.getOwnPropertyNames(Function.prototype).sort().join();
const originalToString = Object.prototype.toString;
const originalHasOwn = Object.prototype.hasOwnProperty;

export function assertPrototypesIntact(): void {
  const probe = {} as Record<string, unknown>;
  if (
    probe.polluted !== undefined ||
    Object.getOwnPropertyNames(Object.prototype).sort().join() !== objectProtoNames ||
    Object.getOwnPropertyNames(Array.prototype).sort().join() !== arrayProtoNames ||
    Object.getOwnPropertyNames(Function.prototype).sort().join() !== functionProtoNames ||
    Object.prototype.toString !== originalToString ||
    Object.prototype.hasOwnProperty !== originalHasOwn
  )
    throw new Error('a prototype was polluted');
}

/** What every answer must satisfy. */
export function checkResponse(request: FuzzRequest, res: LightMyRequestResponse): void {
  if (res.statusCode >= 500) throw new Error(`answered ${res.statusCode}: ${short(res.body, 500)}`);
  assertPrototypesIntact();
  if (res.statusCode < 400 || request.method === 'HEAD') return;
  const type = String(res.headers['content-type'] ?? '');
  if (!type.startsWith('application/json'))
    throw new Error(`a ${res.statusCode} answered with content-type "${type}"`);
  let body: { success?: unknown; error?: unknown; errors?: Array<{ message?: unknown }> };
  try {
    body = JSON.parse(decoded(res));
  } catch {
    throw new Error(
      `a ${res.statusCode} answered with a body that is not JSON: ${short(res.body)}`,
    );
  }
  const message = body?.errors?.[0]?.message;
  if (typeof message !== 'string' || message.trim() === '')
    throw new Error(`a ${res.statusCode} answered without a message: ${short(res.body)}`);
  if ('success' in body && body.success !== false)
    throw new Error(`a ${res.statusCode} answered with success: ${String(body.success)}`);
  if ('error' in body && body.error !== message)
    throw new Error(`a ${res.statusCode} answered with two different messages: ${short(res.body)}`);
}
