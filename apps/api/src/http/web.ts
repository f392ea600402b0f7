// Serves the built site from the same origin as the API, when a build exists: pre-rendered pages
// as files, and the client app's fallback page for any other path outside /api.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import type { AppConfig } from '../config';
import { sendError } from './errors';
import { inlineScriptHashes } from './inline-scripts';
import { securityHeaderValues } from './security';

export const FALLBACK_PAGE = '__spa-fallback.html';

/** Pages the client app draws without a pre-rendered file: they answer 200 with the fallback. */
const CLIENT_PAGES = [
  /^\/assessment\/results\/[^/]{1,100}$/,
  /^\/teams\/join\/[A-Za-z0-9_-]{43}$/,
  /^\/teams\/[0-9a-f-]{36}$/i,
  /^\/plans\/(check-in|stop)\/[A-Za-z0-9_-]{43}$/,
  /^\/feedback\/rate\/[A-Za-z0-9_-]{43}$/,
  /^\/feedback\/[0-9a-f-]{36}(\/report)?$/i,
  /^\/prioritization-method-selector\/(start|tool)$/,
];
const ARTICLE = /^\/blog\/([a-z0-9][a-z0-9-]{0,150})$/;
/** A shared report: a page only while its token opens one. */
const SHARED_REPORT = /^\/r\/([^/]{1,100})$/;
/** A draft's preview: a page only while its link (signed by the CMS) is valid. */
const PREVIEW = /^\/blog\/preview\/([^/]{1,100})$/;
/** An invitation to a team: its address is the invitation. */
const INVITATION = /^\/teams\/join\/[^/]{1,100}$/;
/** The pages a mailed link opens with its token in the query (verify an address, reset a password). */
const MAILED_LINK = /^\/account\/(verify-email|reset-password)$/;
/** A plan mail's check-in or stop link: its token answers for the plan without a sign-in. */
const PLAN_LINK = /^\/plans\/(check-in|stop)\/[^/]{1,100}$/;
/** A 360 rater's page: its token (a personal link, or a group's) answers without a sign-in. */
const RATER_LINK = /^\/feedback\/rate\/[^/]{1,100}$/;
/** Pages whose address is a secret: see UNLISTED_HEADERS. No third-party script runs on them. */
const SECRET_ADDRESSES = [SHARED_REPORT, PREVIEW, INVITATION, MAILED_LINK, PLAN_LINK, RATER_LINK];

/**
 * A page whose address is a secret (a share link, a preview link): no cache keeps it, no search
 * engine lists it, and no link on it passes the address on.
 */
export const UNLISTED_HEADERS = {
  'Cache-Control': 'no-store',
  'Referrer-Policy': 'no-referrer',
  'X-Robots-Tag': 'noindex',
} as const;

const cleanPath = (path: string) => path.replace(/\/+$/, '') || '/';
export const isUnlisted = (path: string) => {
  const clean = cleanPath(path);
  return SECRET_ADDRESSES.some((page) => page.test(clean));
};

/** A built file's page address (`account/verify-email/index.html` is /account/verify-email). */
const pageOfFile = (root: string, file: string) =>
  `/${relative(root, file)
    .replace(/\.(br|gz)$/, '')
    .replace(/(^|\/)index\.html$/, '')
    .replace(/\.html$/, '')}`;

/**
 * Is this path a page, whether published after the build (an article) or drawn by the client?
 * 'gone': a page that was and is no more (a share link that expired or was revoked), 410.
 */
export type IsPage = (path: string) => Promise<boolean | 'gone'>;

/** What a share link's token opens now: its report, a link that stopped working, or nothing. */
export type SharedReportState = (token: string) => Promise<'open' | 'expired' | 'revoked' | null>;

export function clientPages(
  publishedSlugs: () => Promise<ReadonlySet<string>>,
  sharedReport: SharedReportState = async () => null,
): IsPage {
  return async (path) => {
    const clean = cleanPath(path);
    if (CLIENT_PAGES.some((p) => p.test(clean))) return true;
    const shared = SHARED_REPORT.exec(clean);
    if (shared) {
      const state = await sharedReport(shared[1] as string);
      return state === 'open' ? true : state ? 'gone' : false;
    }
    const article = ARTICLE.exec(clean);
    return article ? (await publishedSlugs()).has(article[1] as string) : false;
  };
}

const statusOf = (page: boolean | 'gone') => (page === 'gone' ? 410 : page ? 200 : 404);

/** The fallback document with a robots meta of its own, before the client renders its meta. */
const withNoindex = (html: string) =>
  html.replace(/<head>/i, '<head><meta name="robots" content="noindex"/>');

/**
 * For every HTML file of the build: the content security policy that admits its own inline scripts.
 * A page whose address is a secret admits no analytics: its address would be sent to a third party.
 */
function pagePolicies(root: string, config: AppConfig): Map<string, string> {
  const unlisted = { ...config, analyticsOrigin: undefined };
  const policies = new Map<string, string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.html')) {
        const csp = securityHeaderValues(
          isUnlisted(pageOfFile(root, path)) ? unlisted : config,
          inlineScriptHashes(readFileSync(path, 'utf8')),
        )['Content-Security-Policy'];
        if (csp) policies.set(path, csp);
      }
    }
  };
  walk(root);
  return policies;
}

/**
 * The built site: prerendered pages and assets as files, the client app's fallback page for other
 * paths outside /api. Not encapsulated: its not-found handler answers for the whole server.
 */
export interface SiteOptions {
  isPage: IsPage;
  /** Whether a preview link (/blog/preview/{id}?expires&signature) is valid; unset: previews are off. */
  opensPreview?: (id: string, expires: string, signature: string) => boolean;
}

export const site = fp<SiteOptions>(
  async (app, { isPage, opensPreview }) => {
    const { config } = app;
    const hasBuild = existsSync(join(config.webDist, FALLBACK_PAGE));
    const policies = hasBuild ? pagePolicies(config.webDist, config) : new Map<string, string>();
    const fallbackPath = join(config.webDist, FALLBACK_PAGE);
    const unlistedPage = hasBuild ? withNoindex(readFileSync(fallbackPath, 'utf8')) : '';
    // The fallback's own policy, less analytics, for the secret addresses it is the page of.
    const unlistedPolicy = hasBuild
      ? securityHeaderValues(
          { ...config, analyticsOrigin: undefined },
          inlineScriptHashes(unlistedPage),
        )['Content-Security-Policy']
      : undefined;
    /** A preview's page answers 200 while its link is valid, else 404 (its page says so). */
    const isUnlistedPage = async (url: string) => {
      const [path = '/', query = ''] = url.split('?');
      const preview = PREVIEW.exec(cleanPath(path));
      if (!preview) return isPage(path);
      const search = new URLSearchParams(query);
      return Boolean(
        opensPreview?.(
          preview[1] as string,
          search.get('expires') ?? '',
          search.get('signature') ?? '',
        ),
      );
    };
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
          // A page built for a secret address (a mailed link's) is kept and passed on by no one.
          if (isUnlisted(pageOfFile(config.webDist, path))) {
            for (const [name, value] of Object.entries(UNLISTED_HEADERS)) res.header(name, value);
            return;
          }
          res.header(
            'Cache-Control',
            path.includes('/assets/')
              ? 'public, max-age=31536000, immutable'
              : 'public, max-age=0, must-revalidate',
          );
        },
      });
    }
    // A path with no file is a page the client draws (200), or no page at all: 404 with the same
    // document, whose router shows the not-found page (with its noindex), so nothing soft is indexed.
    // An unknown /api path is limited as every read is (one count they share), so a path that
    // answers a stranger "not found" (the staff's) is limited alike and cannot be told apart.
    app.setNotFoundHandler({ preHandler: app.rateLimit() }, async (request, reply) => {
      const path = request.url.split('?')[0] ?? '/';
      const wantsPage =
        (request.method === 'GET' || request.method === 'HEAD') && !path.startsWith('/api/');
      if (hasBuild && wantsPage && isUnlisted(path)) {
        if (unlistedPolicy) reply.header('Content-Security-Policy', unlistedPolicy);
        return reply
          .code(statusOf(await isUnlistedPage(request.url)))
          .headers(UNLISTED_HEADERS)
          .type('text/html; charset=utf-8')
          .send(unlistedPage);
      }
      if (hasBuild && wantsPage)
        return reply
          .code(statusOf(await isPage(path)))
          .type('text/html; charset=utf-8')
          .header('Cache-Control', 'no-cache')
          .sendFile(FALLBACK_PAGE);
      return sendError(reply, 404, `No route for ${request.method} ${path}`);
    });
  },
  { name: 'site' },
);
