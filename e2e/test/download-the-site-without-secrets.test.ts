// No secret reaches the browser: every file of the production build (apps/web/dist, built before
// these tests run) is scanned for key-shaped strings and for the names of the server's own
// environment variables, read from apps/api/src/config.ts. Compressed copies are scanned unpacked.
// No browser is needed here.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../src/paths';

const DIST = join(REPO_ROOT, 'apps', 'web', 'dist');
const CLIENT = join(DIST, 'client');
const CONFIG = join(REPO_ROOT, 'apps', 'api', 'src', 'config.ts');

/** Shapes of credentials that must never be in a public file. */
const KEY_SHAPES: Array<[string, RegExp]> = [
  ['an OpenAI API key', /\bsk-(?:proj-|svcacct-|admin-)?[A-Za-z0-9_-]{20,}/],
  ['a Clerk secret key', /\bsk_(?:live|test)_[A-Za-z0-9]{10,}/],
  ['a private key', /-----BEGIN (?:[A-Z0-9]+ )*PRIVATE KEY-----/],
  ['an AWS access key id', /\b(?:AKIA|ASIA)[0-9A-Z]{16}\b/],
  ['a JSON Web Token', /\beyJ[A-Za-z0-9_-]{10,}\.eyJ[A-Za-z0-9_-]{10,}\.[A-Za-z0-9_-]{10,}/],
  ['a GitHub token', /\bgh[pousr]_[A-Za-z0-9]{36,}/],
  ['a Google API key', /\bAIza[0-9A-Za-z_-]{35}/],
];

/**
 * Variables of the API that the browser may know about: the publishable Clerk key and the
 * analytics origin are public by design, NODE_ENV is inlined by every bundler, and HOST and PORT
 * are common words in libraries. Every other variable of the API is server-only.
 */
const PUBLIC_VARIABLES = new Set([
  'NODE_ENV',
  'HOST',
  'PORT',
  'CLERK_PUBLISHABLE_KEY',
  'ANALYTICS_ORIGIN',
]);
/** Server-only variables read outside the API: the web build's CMS token (blog/data.server.ts). */
const OTHER_SERVER_VARIABLES = ['CMS_API_TOKEN'];

/** The names of the API's environment variables, from its EnvSchema. */
function apiVariables(source: string): string[] {
  const start = source.indexOf('const EnvSchema = z.object({');
  const end = source.indexOf('\n});', start);
  if (start < 0 || end < 0) throw new Error(`no EnvSchema found in ${CONFIG}`);
  return [...source.slice(start, end).matchAll(/^\s+([A-Z][A-Z0-9_]+):/gm)].map(
    (m) => m[1] as string,
  );
}

interface Finding {
  what: string;
  match: string;
}

const nameShapes = new Map<string, RegExp>();
/** VITE_OPENAI_API_KEY names the same secret as OPENAI_API_KEY, so a prefix still counts. */
function nameShape(name: string): RegExp {
  let shape = nameShapes.get(name);
  if (!shape) {
    shape = new RegExp(`${name}(?![A-Z0-9_])`);
    nameShapes.set(name, shape);
  }
  return shape;
}

/** What in `text` looks like a secret or names a server-only variable. */
function scan(text: string, serverVariables: readonly string[]): Finding[] {
  const findings: Finding[] = [];
  for (const [what, shape] of KEY_SHAPES) {
    const m = text.match(shape);
    if (m) findings.push({ what, match: m[0] });
  }
  for (const name of serverVariables) {
    if (nameShape(name).test(text)) findings.push({ what: 'a server-only variable', match: name });
  }
  return findings;
}

/** Every file under `dir`, as text; .br and .gz copies unpacked. */
function* files(dir: string): Generator<[string, string]> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      yield* files(path);
      continue;
    }
    const raw = readFileSync(path);
    const bytes = path.endsWith('.br')
      ? brotliDecompressSync(raw)
      : path.endsWith('.gz')
        ? gunzipSync(raw)
        : raw;
    // latin1 keeps every byte: the shapes are ASCII, so they are found in binary files too.
    yield [path, bytes.toString('latin1')];
  }
}

const serverVariables = [
  ...apiVariables(readFileSync(CONFIG, 'utf8')).filter((name) => !PUBLIC_VARIABLES.has(name)),
  ...OTHER_SERVER_VARIABLES,
];

describe('secrets in the browser bundle', () => {
  it('reads the server-only variables from the API configuration', () => {
    expect(serverVariables).toEqual(
      expect.arrayContaining([
        'OPENAI_API_KEY',
        'CLERK_SECRET_KEY',
        'CLERK_JWT_KEY',
        'DATABASE_URL',
        'CMS_API_TOKEN',
        'GOOGLE_FORM_URL',
        'GOOGLE_FORM_ENTRY_EMAIL',
      ]),
    );
    expect(serverVariables).not.toContain('CLERK_PUBLISHABLE_KEY');
  });

  // Built at run time, so no scanner (nor this file) ever holds a key-shaped literal.
  const fake = {
    openai: ['sk', 'proj', 'Q3x9'.repeat(12)].join('-'),
    clerk: ['sk', 'live', 'Zr7Kq2'.repeat(5)].join('_'),
    pem: ['-----BEGIN', 'RSA PRIVATE', 'KEY-----'].join(' '),
    aws: ['AKIA', 'IOSFODNN7EXAMPLE'].join(''),
    jwt: ['eyJhbGciOiJSUzI1NiJ9', 'eyJzdWIiOiJ1c2VyXzEifQ', 'c2lnbmF0dXJlLWJ5dGVz'].join('.'),
  };

  it.each(Object.entries(fake))('finds a fake %s key (the scanner is not blind)', (_kind, key) => {
    const bundle = `var a=1;const cfg={key:"${key}"};fetch("/api/story");`;
    expect(scan(bundle, serverVariables)).toHaveLength(1);
    expect(scan(bundle, serverVariables)[0]?.match).toBe(key);
  });

  it('finds server-only variable names, prefixed or not, and passes ordinary code', () => {
    expect(scan('x=process.env.OPENAI_API_KEY', serverVariables)).toEqual([
      { what: 'a server-only variable', match: 'OPENAI_API_KEY' },
    ]);
    expect(scan('x=import.meta.env.VITE_CLERK_SECRET_KEY', serverVariables)[0]?.match).toBe(
      'CLERK_SECRET_KEY',
    );
    expect(scan('y=process.env.DATABASE_URL||""', serverVariables)[0]?.match).toBe('DATABASE_URL');
    const ordinary =
      'const task-runner=1;t("sk-SK");var pk="pk_test_Y2xlcmsuZXhhbXBsZS5jb20k";process.env.NODE_ENV;';
    expect(scan(ordinary, serverVariables)).toEqual([]);
  });

  it('finds nothing in any file of apps/web/dist', () => {
    expect(
      existsSync(CLIENT),
      `${relative(REPO_ROOT, CLIENT)} does not exist: build the web app first (pnpm --filter @peak/web build); this test scans the production build and cannot pass without it`,
    ).toBe(true);
    const found: string[] = [];
    let scanned = 0;
    let scripts = 0;
    for (const [path, text] of files(DIST)) {
      scanned++;
      if (path.endsWith('.js')) scripts++;
      for (const f of scan(text, serverVariables))
        found.push(`${relative(REPO_ROOT, path)}: ${f.what} (${f.match.slice(0, 12)}…)`);
    }
    // A build with no scripts would pass vacuously.
    expect(scanned).toBeGreaterThan(10);
    expect(scripts, 'the build has JavaScript files').toBeGreaterThan(0);
    expect(statSync(CLIENT).isDirectory()).toBe(true);
    expect(found, found.join('\n')).toEqual([]);
  });
});
