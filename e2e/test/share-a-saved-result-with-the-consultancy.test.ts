// Sharing a saved result with the consultancy, in a real browser against the real API, whose
// webhook (WEBHOOK_URL, WEBHOOK_SECRET) points at a receiver in this test. A signed-in person sees,
// beside both Save buttons, one choice of what the consultancy may see (nothing unless they choose),
// picks "The headline figures" from the keyboard, and saves: the outbox delivers one signed
// assessment.saved event with the headline fields only, and nothing of the rest of the report.
// Screenshots: artifacts/screenshots/save-share-choice-*.
import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { questions, rules } from '@peak/content';
import { isScoredQuestion, scoreAssessment } from '@peak/scoring';
import {
  expectNoAxeViolations,
  launchBrowser,
  newPage,
  pageErrors,
  VIEWPORTS,
} from '@peak/testkit/browser';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openStoredReport, type RunningSite, screenshot, startSite, storedResult } from '../src';

const LEGEND = 'Share this result with Peak Partners?';
const SECRET = `whsec_${randomBytes(24).toString('base64')}`;
/** What the event carries when the headline figures are shared (apps/api/test/outbox/events). */
const HEADLINE_FIELDS = [
  'createdAt',
  'email',
  'familyScores',
  'maturityLevel',
  'name',
  'overallScore',
  'resultId',
];

const answers = questions
  .filter(isScoredQuestion)
  .map((q, i) => ({ questionId: q.questionId, doing: 1 + ((i * 3) % 5) }));
const results = scoreAssessment(answers, { questions, rules });

interface Delivery {
  type: string;
  data: Record<string, unknown>;
  /** Whether the Standard Webhooks signature checks out with the secret. */
  verified: boolean;
}

/** The signature as Standard Webhooks makes it: HMAC-SHA256 of `id.timestamp.body`. */
function verified(headers: IncomingHttpHeaders, body: string): boolean {
  const id = String(headers['webhook-id'] ?? '');
  const timestamp = String(headers['webhook-timestamp'] ?? '');
  const expected = createHmac('sha256', Buffer.from(SECRET.slice('whsec_'.length), 'base64'))
    .update(`${id}.${timestamp}.${body}`)
    .digest('base64');
  return String(headers['webhook-signature'] ?? '')
    .split(' ')
    .includes(`v1,${expected}`);
}

/** The consultancy's end of the webhook, on loopback: it keeps every event and answers 204. */
async function startReceiver() {
  const deliveries: Delivery[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const { type, data } = JSON.parse(body) as Omit<Delivery, 'verified'>;
      deliveries.push({ type, data, verified: verified(request.headers, body) });
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    deliveries,
    close: () => {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

describe('a saved result shared with the consultancy', () => {
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  let site: RunningSite;
  let browser: Browser;
  beforeAll(async () => {
    receiver = await startReceiver();
    site = await startSite({
      WEBHOOK_URL: receiver.url,
      WEBHOOK_SECRET: SECRET,
      OUTBOX_POLL_MS: '100',
    });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await site?.stop();
    await receiver?.close();
  });

  it('sends the headline figures only, when the person chooses them before saving', {
    timeout: 180_000,
  }, async () => {
    const { url } = site;
    const page = await newPage(browser);
    const errors = pageErrors(page);
    const res = await page.request.post(`${url}/api/auth/sign-up`, {
      headers: { origin: url },
      data: {
        firstName: 'Hana',
        lastName: 'Sharer',
        email: 'hana@example.com',
        password: 'correct horse battery',
      },
    });
    expect(res.status()).toBe(201);
    await openStoredReport(page, url, storedResult(results, answers));

    // One choice beside each Save button, nothing chosen to share.
    const groups = page.getByRole('group', { name: LEGEND });
    await page.locator('.report-footer').waitFor({ timeout: 30_000 });
    expect(await groups.count()).toBe(2);
    const top = page.locator('.summary-save').getByRole('group', { name: LEGEND });
    const end = page.locator('.report-footer').getByRole('group', { name: LEGEND });
    for (const group of [top, end]) {
      expect(
        await group
          .getByRole('radio')
          .evaluateAll((radios) => radios.map((r) => r.closest('label')?.textContent)),
      ).toEqual([
        'No, keep it to me',
        'The headline figures (your total score and level, and your four family scores)',
        'The whole report (every score, your answers and your story)',
      ]);
      // Said once for both: whatever is shared carries who shared it.
      expect(await group.getAttribute('aria-describedby')).toBeTruthy();
      await group.getByText('What you share is sent with your name and email.').waitFor();
      expect(await group.getByRole('radio', { name: 'No, keep it to me' }).isChecked()).toBe(true);
    }

    // From the keyboard: the chosen radio takes the focus, an arrow moves the choice on.
    await top.getByRole('radio', { name: 'No, keep it to me' }).focus();
    await page.keyboard.press('ArrowDown');
    const headline = { name: 'The headline figures' };
    expect(await top.getByRole('radio', headline).isChecked()).toBe(true);
    // One choice: the end's shows it too.
    expect(await end.getByRole('radio', headline).isChecked()).toBe(true);

    await top.scrollIntoViewIfNeeded();
    await expectNoAxeViolations(page);
    await screenshot(page, 'save-share-choice-desktop', { viewport: true });
    await page.setViewportSize(VIEWPORTS.mobile);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      VIEWPORTS.mobile.width,
    );
    // On a phone the summary's Save stays within the first two screens, as it does signed out.
    const saveBottom = await page
      .locator('.summary-save button')
      .evaluate((b) => b.getBoundingClientRect().bottom + window.scrollY);
    expect(saveBottom).toBeLessThanOrEqual(2 * VIEWPORTS.mobile.height);
    await top.scrollIntoViewIfNeeded();
    await screenshot(page, 'save-share-choice-mobile', { viewport: true });
    await end.scrollIntoViewIfNeeded();
    await screenshot(page, 'save-share-choice-footer-mobile', { viewport: true });
    await page.setViewportSize(VIEWPORTS.desktop);

    // Saved from the end's button: the profile, and one event with the headline fields only.
    await page
      .locator('.report-footer')
      .getByRole('button', { name: 'Save Results to My Account' })
      .click();
    await page.waitForURL(`${url}/profile`, { timeout: 20_000 });
    const savedId = await page.evaluate(
      () => JSON.parse(localStorage.getItem('assessment-results') ?? '{}').savedId as string,
    );
    expect(savedId).toMatch(/^[0-9a-f-]{36}$/);
    const saved = () => receiver.deliveries.filter((d) => d.type === 'assessment.saved');
    await expect.poll(() => saved().length, { timeout: 15_000 }).toBe(1);
    const [event] = saved();
    expect(event?.verified).toBe(true);
    expect(Object.keys(event?.data ?? {}).sort()).toEqual(HEADLINE_FIELDS);
    expect(event?.data).toMatchObject({
      resultId: savedId,
      overallScore: results.overallScore,
      maturityLevel: results.maturityLevel,
      name: 'Hana Sharer',
      email: 'hana@example.com',
    });
    expect(event?.data.familyScores).toHaveLength(results.familyScores.length);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
