// Serves the built site from the same origin as the API, when a build exists. Paths outside /api
// that match no file get the app's index.html, so client-side routes load.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config';
import { sendError } from './errors';

export async function registerWebApp(app: FastifyInstance, config: AppConfig) {
  const hasBuild = existsSync(join(config.webDist, 'index.html'));
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: config.webDist,
      wildcard: false,
      index: ['index.html'],
      maxAge: '1h',
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') && !request.url.startsWith('/api/');
    if (hasBuild && isPage) return reply.type('text/html; charset=utf-8').sendFile('index.html');
    return sendError(reply, 404, `No route for ${request.method} ${request.url.split('?')[0]}`);
  });
}
