// Serves the built site from the same origin as the API, when a build exists: pre-rendered pages
// as files, and the client app's fallback page for any other path outside /api.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config';
import { sendError } from './errors';
import { inlineScriptHashes } from './inline-scripts';
import { securityHeaderValues } from './security';

const FALLBACK_PAGE = '__spa-fallback.html';

/** For every HTML file of the build: the content security policy that admits its own inline scripts. */
function pagePolicies(root: string, config: AppConfig): Map<string, string> {
  const policies = new Map<string, string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.html')) {
        const csp = securityHeaderValues(config, inlineScriptHashes(readFileSync(path, 'utf8')))[
          'Content-Security-Policy'
        ];
        if (csp) policies.set(path, csp);
      }
    }
  };
  walk(root);
  return policies;
}

export async function registerWebApp(app: FastifyInstance, config: AppConfig) {
  const hasBuild = existsSync(join(config.webDist, FALLBACK_PAGE));
  const policies = hasBuild ? pagePolicies(config.webDist, config) : new Map<string, string>();
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: config.webDist,
      wildcard: false,
      index: ['index.html'],
      redirect: false,
      // The build writes .br and .gz copies; they are sent to clients that accept them.
      preCompressed: true,
      // Hashed assets never change; pages must be revalidated so new content shows.
      setHeaders: (res, path) => {
        // A precompressed copy (page.html.br) carries the policy of the page it compresses.
        const policy = policies.get(path.replace(/\.(br|gz)$/, ''));
        if (policy) res.header('Content-Security-Policy', policy);
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
