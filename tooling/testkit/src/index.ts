// The test kit: loopback ports, a server started as a child process, accounts over HTTP, and
// content fixtures.
// Page helpers for the browser suites are in `@peak/testkit/browser` (they load playwright-core),
// throwaway PostgreSQL databases in `@peak/testkit/postgres` (it loads pg).
export { pagedResult, richText } from './content';
export { decodedMail, mailedLink } from './mail';
export { answers, freePort } from './net.mjs';
export { type RunningServer, type StartServerOptions, startServer } from './server';
export { type NewAccount, SESSION_COOKIE, sessionCookieFrom, signUp } from './session';
