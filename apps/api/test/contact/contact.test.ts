import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leads } from '../../src/db/schema';
import { limitsWith, startTestApp, type TestApp } from '../support/app';
import { TARGETS } from '../support/database';
import { API_DIR } from '../support/paths';

const valid = {
  name: ' Ada Lovelace ',
  email: 'ada@example.com',
  company: 'Analytical Engines',
  message: 'We would like a workshop.',
};

describe.each(TARGETS)('contact form on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(target, {
      seed: false,
      config: { rateLimits: limitsWith({ signIn: 50, signUp: 50, contact: 3, story: 50 }) },
    });
  });
  afterAll(() => t?.close());

  let ip = 0;
  const submit = (payload: unknown, remoteAddress = `10.1.0.${++ip}`) =>
    t.app.inject({
      method: 'POST',
      url: '/api/submit-contact',
      payload: payload as object,
      remoteAddress,
    });
  const latest = async () =>
    (await t.database.db.select().from(leads).orderBy(desc(leads.createdAt)).limit(1))[0];

  it('stores a valid message and answers success', async () => {
    const res = await submit(valid);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    expect(await latest()).toMatchObject({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      company: 'Analytical Engines',
    });
  });

  it('takes the company as optional', async () => {
    const res = await submit({ name: 'B', email: 'b@example.com', message: 'Hello' });
    expect(res.statusCode).toBe(200);
    expect(await latest()).toMatchObject({ name: 'B', company: null });
  });

  it.each([
    [{ ...valid, name: '' }, 'name: Please enter your name.'],
    [{ ...valid, email: 'nope' }, 'email: Please enter a valid email address.'],
    [{ ...valid, message: '   ' }, 'message: Please enter a message.'],
    [{ ...valid, message: 'x'.repeat(5001) }, 'Message must be 5000 characters or fewer.'],
    [{ ...valid, name: 42 }, 'name'],
    [{ email: 'a@b.co' }, 'name'],
    [[], 'expected object'],
  ])('answers 400 {success: false, error} for %j', async (body, message) => {
    const res = await submit(body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, error: expect.stringContaining(message) });
  });

  it('thanks a bot that fills the honeypot, and stores nothing', async () => {
    const before = await latest();
    const res = await submit({ ...valid, name: 'Bot', website: 'https://spam.example' });
    expect(res.json()).toEqual({ success: true });
    expect((await latest())?.id).toBe(before?.id);
  });

  it('refuses bodies over the size limit', async () => {
    const res = await submit({ ...valid, message: 'x'.repeat(300 * 1024) });
    expect(res.statusCode).toBe(413);
    expect(res.json().success).toBe(false);
  });

  it('rate limits per address', async () => {
    const codes = [];
    for (let i = 0; i < 4; i++) codes.push((await submit(valid, '10.2.2.2')).statusCode);
    expect(codes).toEqual([200, 200, 200, 429]);
  });
});

describe('pnpm contact:list', () => {
  it('prints the stored messages', async () => {
    const dir = API_DIR;
    const dataDir = mkdtempSync(join(tmpdir(), 'contact-list-'));
    const run = (script: string) =>
      spawnSync(process.execPath, ['--import', 'tsx', script], {
        cwd: dir,
        encoding: 'utf8',
        env: { ...process.env, DATABASE_URL: '', DATA_DIR: dataDir },
      });
    const seeded = spawnSync(
      process.execPath,
      [
        '--import',
        'tsx',
        '-e',
        `
      import { openDatabase } from './src/db/client.ts';
      import { leads } from './src/db/schema.ts';
      const d = await openDatabase({ kind: 'pglite', dataDir: ${JSON.stringify(join(dataDir, 'pglite'))} });
      await d.db.delete(leads);
      await d.db.insert(leads).values({ kind: 'contact', name: 'Grace', email: 'grace@example.com', message: 'Keynote in May?' });
      await d.close();`,
      ],
      { cwd: dir, encoding: 'utf8' },
    );
    expect(seeded.stderr).toBe('');
    const listed = run('src/cli/contact-list.ts');
    expect(listed.status).toBe(0);
    expect(listed.stdout).toContain('Grace <grace@example.com>');
    expect(listed.stdout).toContain('Keynote in May?');
  }, 60_000);
});
