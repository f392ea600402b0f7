// A seeded API on a test database, driven with Fastify's inject (no sockets).
import { SESSION_COOKIE } from '@peak/testkit';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { buildApp } from '../../src/app';
import type { AuthProvider } from '../../src/auth/types';
import { type AppConfig, readConfig } from '../../src/config';
import type { Database } from '../../src/db/client';
import { users } from '../../src/db/schema';
import { seedContent } from '../../src/db/seed';
import type { TeamDirectory } from '../../src/teams/directory';
import { openTestDatabase, type Target } from './database';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: AppConfig;
  close: () => Promise<void>;
}

export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  const base = readConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', WEB_DIST: '/nonexistent' });
  return {
    ...base,
    rateLimits: {
      reads: 100_000,
      signIn: 1000,
      signUp: 1000,
      contact: 1000,
      story: 1000,
      teams: 1000,
      leads: 1000,
      account: 1000,
      saves: 1000,
      checkIns: 1000,
      events: 1000,
      windowMs: 60_000,
    },
    saves: { perHour: 100_000, max: 100_000 },
    // The digest is written by its test, on its clock, never by a timer.
    digestCheckMs: 0,
    ...overrides,
  };
}

/** The tests' generous limits with some made strict, e.g. limitsWith({ signIn: 3 }). */
export const limitsWith = (strict: Partial<AppConfig['rateLimits']>): AppConfig['rateLimits'] => ({
  ...testConfig().rateLimits,
  ...strict,
});

type NewAccount = { email: string; password: string; firstName?: string; lastName?: string };

/** Signs a new local account up; its id and session cookie. Throws unless answered 201. */
export async function signUpUser(
  app: FastifyInstance,
  account: NewAccount,
): Promise<{ id: string; cookie: string }> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-up',
    payload: { firstName: 'Test', lastName: 'Reader', ...account },
  });
  if (res.statusCode !== 201)
    throw new Error(`sign-up of ${account.email} answered ${res.statusCode}: ${res.body}`);
  return { id: res.json().user.id, cookie: sessionCookie(res) };
}

/**
 * Signs a new local account up and marks its address verified, as the mailed link would (the
 * link itself is proved in test/auth/verify-email.test.ts): for suites that need staff.
 */
export async function signUpVerified(
  app: FastifyInstance,
  account: NewAccount,
): Promise<{ id: string; cookie: string }> {
  const user = await signUpUser(app, account);
  await app.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, user.id));
  return user;
}

/** Signs a new local account up and answers its session cookie. */
export async function signUpCookie(app: FastifyInstance, account: NewAccount): Promise<string> {
  return (await signUpUser(app, account)).cookie;
}

export async function startTestApp(
  target: Target,
  options: {
    config?: Partial<AppConfig>;
    provider?: AuthProvider;
    seed?: boolean;
    logStream?: NodeJS.WritableStream;
    /** Now, in milliseconds, for the app's clock (Date.now by default). */
    clock?: () => number;
    /** Where teams are mirrored (none by default). */
    teamDirectory?: TeamDirectory;
    /** The PostgreSQL server to create the test database on (default DATABASE_URL). */
    adminUrl?: string;
  } = {},
): Promise<TestApp> {
  const database = await openTestDatabase(target, options.adminUrl);
  if (options.seed !== false) await seedContent(database.db);
  const config = testConfig(options.config);
  const app = await buildApp({
    database,
    config,
    provider: options.provider,
    logStream: options.logStream,
    clock: options.clock,
    teamDirectory: options.teamDirectory,
  });
  await app.ready();
  return {
    app,
    database,
    config,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

/** The session cookie a response set, as a Cookie header value. */
export function sessionCookie(response: {
  cookies: Array<{ name: string; value: string }>;
}): string {
  const c = response.cookies.find((x) => x.name === SESSION_COOKIE);
  if (!c) throw new Error('no session cookie was set');
  return `${SESSION_COOKIE}=${c.value}`;
}

export const json = (app: FastifyInstance, options: InjectOptions) => app.inject(options);
