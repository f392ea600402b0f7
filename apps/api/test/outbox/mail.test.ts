// Mail leaves through SMTP_URL: a real SMTP server in this process (smtp-server) receives the staff
// notification of a contact message and an attachment, and refusing a recipient makes the outbox
// try again. Without SMTP_URL the mail stays in the outbox, and `pnpm mail:list` prints it.
import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer } from '@peak/testkit';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { outbox } from '../../src/db/schema';
import { serverArgs } from '../../src/launch';
import { enqueueMail } from '../../src/outbox/enqueue';
import { startTestApp, type TestApp } from '../support/app';
import { TARGETS } from '../support/database';
import { API_DIR } from '../support/paths';
import { type Receiver, startReceiver, until } from './receiver';
import { type SmtpInbox, startSmtp } from './smtp';

const TIMINGS = { pollMs: 50, attemptTimeoutMs: 2_000, retryBaseMs: 100 };
const STAFF = ['staff@example.com', 'partner@example.com'];
const FROM = 'Peak Partners <hello@peak.example>';
const contact = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  company: 'Analytical Engines',
  message: 'We would like a workshop in May.',
};

const mailRows = (t: TestApp) =>
  t.database.db.select().from(outbox).where(eq(outbox.channel, 'mail'));

describe.each(TARGETS)('mail through SMTP on %s', (target) => {
  let smtp: SmtpInbox;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startSmtp();
    t = await startTestApp(target, {
      seed: false,
      config: {
        staff: { emails: STAFF },
        mail: { smtpUrl: smtp.url, from: FROM },
        outbox: TIMINGS,
      },
    });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });
  beforeEach(async () => {
    await t.database.db.delete(outbox);
    smtp.mail.length = 0;
    smtp.refused.length = 0;
    smtp.refuse = () => false;
  });

  const submitContact = () =>
    t.app.inject({
      method: 'POST',
      url: '/api/submit-contact',
      payload: contact,
      remoteAddress: '10.8.0.1',
    });

  it("sends each staff address the contact message's notification", async () => {
    expect((await submitContact()).statusCode).toBe(200);
    await until(() => smtp.mail.length === 2, 10_000, 'two notifications');
    expect(smtp.mail.map((m) => m.to).sort()).toEqual(STAFF.map((s) => [s]).sort());
    for (const mail of smtp.mail) {
      expect(mail.from).toBe('hello@peak.example');
      expect(mail.raw).toContain('From: Peak Partners <hello@peak.example>');
      expect(mail.raw).toContain('Subject: Contact message from Ada Lovelace (Analytical Engines)');
      expect(mail.raw).toContain('We would like a workshop in May.');
    }
    await until(async () => (await mailRows(t)).every((r) => r.deliveredAt));
    expect((await mailRows(t)).map((r) => r.attempts)).toEqual([1, 1]);
  });

  it('sends an attachment as it was stored', async () => {
    const pdf = Buffer.from('%PDF-1.7 a small report').toString('base64');
    await enqueueMail(
      t.database.db,
      'report.copy',
      {
        to: 'ada@example.com',
        subject: 'Your report',
        text: 'Your report is attached.',
        attachments: [{ filename: 'report.pdf', contentType: 'application/pdf', content: pdf }],
      },
      { subject: null },
    );
    const [mail] = await until(() => smtp.mail.length === 1 && smtp.mail, 10_000, 'the mail');
    expect(mail?.to).toEqual(['ada@example.com']);
    expect(mail?.raw).toMatch(/Content-Type: application\/pdf; name=report\.pdf/);
    expect(mail?.raw).toMatch(/Content-Disposition: attachment; filename=report\.pdf/);
    expect(mail?.raw).toContain(pdf);
  });

  it('tries again when the server refuses, until it accepts', async () => {
    smtp.refuse = () => smtp.refused.length < 2;
    await enqueueMail(
      t.database.db,
      'test',
      { to: 'staff@example.com', subject: 'Hi', text: 'x' },
      { subject: null },
    );
    await until(() => smtp.mail.length === 1, 10_000, 'the mail after two refusals');
    expect(smtp.refused).toEqual(['staff@example.com', 'staff@example.com']);
    const [row] = await until(async () => {
      const rows = await mailRows(t);
      return rows[0]?.deliveredAt && rows;
    });
    expect(row).toMatchObject({ attempts: 3, lastError: null, failedAt: null });
  });
});

describe('mail without SMTP_URL', () => {
  let receiver: Receiver;
  let t: TestApp;
  beforeAll(async () => {
    receiver = await startReceiver();
    t = await startTestApp('pglite', {
      seed: false,
      config: {
        staff: { emails: STAFF },
        webhook: { url: receiver.url, secret: receiver.secret },
        outbox: TIMINGS,
      },
    });
  });
  afterAll(async () => {
    await t?.close();
    await receiver?.close();
  });

  it('stays in the outbox, untouched, while the worker delivers the events', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/submit-contact',
      payload: contact,
    });
    expect(res.statusCode).toBe(200);
    await until(() => receiver.acknowledged().length, 10_000, 'the lead.created event');
    await new Promise((resolve) => setTimeout(resolve, 4 * TIMINGS.pollMs));
    const rows = await mailRows(t);
    expect(rows).toHaveLength(2);
    for (const row of rows)
      expect(row).toMatchObject({
        attempts: 0,
        lockedUntil: null,
        deliveredAt: null,
        failedAt: null,
      });
  });
});

describe('pnpm mail:list', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'mail-list-'));
  const env = {
    ...process.env,
    DATABASE_URL: '',
    DATA_DIR: dataDir,
    SMTP_URL: '',
    STAFF_EMAILS: 'staff@example.com',
    WEB_DIST: '/nonexistent',
    LOG_LEVEL: 'warn',
  };
  // The server is another process: waiting for the command here blocks nothing it needs.
  const mailList = () =>
    spawnSync(process.execPath, ['--import', 'tsx', 'src/cli/mail-list.ts'], {
      cwd: API_DIR,
      env,
      encoding: 'utf8',
    });
  const expectListed = (listed: ReturnType<typeof mailList>) => {
    expect(listed.status, listed.stderr).toBe(0);
    expect(listed.stdout).toMatch(
      /^\d{4}-\d\d-\d\dT[\d:.]+Z {2}to staff@example\.com {2}\[waiting\]$/m,
    );
    expect(listed.stdout).toContain('  Contact message from Ada Lovelace (Analytical Engines)');
    expect(listed.stdout).toContain('  We would like a workshop in May.');
  };

  it('prints the waiting mail through the running server, and from the files once it stops', async () => {
    const server = await startServer({
      args: serverArgs(),
      cwd: API_DIR,
      env,
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    try {
      const res = await fetch(`${server.url}/api/submit-contact`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(contact),
      });
      expect(res.status).toBe(200);
      expectListed(await mailList());
    } finally {
      await server.stop({ killAfterMs: 10_000 });
    }
    expectListed(await mailList());
  }, 90_000);
});
