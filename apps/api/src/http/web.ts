// Serves the built site from the same origin as the API, when a build exists: pre-rendered pages
// as files, and the client app's fallback page for any other path outside /api.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config';
import { sendError } from './errors';

const FALLBACK_PAGE = '__spa-fallback.html';

export async function registerWebApp(app: FastifyInstance, config: AppConfig) {
  const hasBuild = existsSync(join(config.webDist, FALLBACK_PAGE));
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: config.webDist,
      wildcard: false,
      index: ['index.html'],
      redirect: false,
      maxAge: '1h',
      // Hashed assets never change; pages must be revalidated so new content shows.
      setHeaders: (res, path) => {
        res.header(
          'Cache-Control',
          path.includes('/assets/')
            ? 'public, max-age=31536000, immutable'
            : 'public, max-age=0, must-revalidate',
        );
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') && !request.url.startsWith('/api/');
    if (hasBuild && isPage)
      return reply
        .type('text/html; charset=utf-8')
        .header('Cache-Control', 'no-cache')
        .sendFile(FALLBACK_PAGE);
    return sendError(reply, 404, `No route for ${request.method} ${request.url.split('?')[0]}`);
  });
}
