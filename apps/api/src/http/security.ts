// Security headers for every answer: a strict content security policy (no 'unsafe-eval'), no
// sniffing, no framing, and HSTS in production. helmet computes them; since they never vary per
// request (no nonces), they are computed once at start-up and set as they are on each reply.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { AppConfig } from '../config';

export function helmetOptions(config: AppConfig, extraScripts: string[] = []): HelmetOptions {
  // Clerk's hosted components load from its frontend API and render images and challenges from Clerk.
  const clerk = config.clerkFrontendApi ? [`https://${config.clerkFrontendApi}`] : [];
  const clerkImages = clerk.length ? ['https://img.clerk.com'] : [];
  const clerkFrames = clerk.length ? ['https://challenges.cloudflare.com'] : [];
  const analytics = config.analyticsOrigin ? [config.analyticsOrigin] : [];
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...extraScripts, ...clerk, ...clerkFrames, ...analytics],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'https:', ...clerkImages],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...clerk, ...analytics],
        workerSrc: ["'self'", 'blob:'],
        // Chart embeds come from https sources; the method selector is our own page in a frame.
        frameSrc: ["'self'", 'https:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
        ...(config.production ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: config.production
      ? { maxAge: 31_536_000, includeSubDomains: true }
      : false,
    xFrameOptions: { action: 'sameorigin' },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  };
}

/** Runs helmet once against a stand-in response and keeps the headers it sets. */
export function securityHeaderValues(
  config: AppConfig,
  extraScripts: string[] = [],
): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string) => {
      headers[name] = value;
    },
    removeHeader: (name: string) => {
      delete headers[name];
    },
  } as unknown as ServerResponse;
  helmet(helmetOptions(config, extraScripts))(
    {} as IncomingMessage,
    response,
    (error?: unknown) => {
      if (error) throw error;
    },
  );
  return headers;
}

export function registerSecurityHeaders(app: FastifyInstance, config: AppConfig) {
  const headers = securityHeaderValues(config);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
