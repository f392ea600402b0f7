import { delay, HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { type GoogleFormConfig, readConfig } from '../../src/config';
import { NOT_CONFIGURED_MESSAGE } from '../../src/contact/debug-routes';
import { startTestApp, type TestApp } from '../support/app';
import { logCollector } from '../support/logs';

const FORM_URL = 'https://docs.google.com/forms/d/e/1FAIpQLSe-test-form/formResponse';
const FORM: GoogleFormConfig = {
  url: FORM_URL,
  entries: {
    name: 'entry.1000001',
    email: 'entry.1000002',
    company: 'entry.1000003',
    message: 'entry.1000004',
  },
  // Short, so the slow-form case does not slow the suite; production uses 5 s.
  timeoutMs: 300,
};

type FormMode = 'ok' | 'error' | 'slow';
let mode: FormMode = 'ok';
const received: Array<{ contentType: string | null; fields: URLSearchParams }> = [];

const formService = setupServer(
  http.post(FORM_URL, async ({ request }) => {
    received.push({
      contentType: request.headers.get('content-type'),
      fields: new URLSearchParams(await request.text()),
    });
    if (mode === 'error') return new HttpResponse('Server error', { status: 500 });
    if (mode === 'slow') await delay(5_000);
    return new HttpResponse('<html><body>Your response has been recorded.</body></html>', {
      headers: { 'Content-Type': 'text/html' },
    });
  }),
);

const contact = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  company: 'Analytical Engines',
  message: 'We would like a workshop.',
};

beforeAll(() => formService.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  mode = 'ok';
  received.length = 0;
});
afterAll(() => formService.close());

describe('configuration', () => {
  const env = {
    NODE_ENV: 'test',
    GOOGLE_FORM_URL: FORM_URL,
    GOOGLE_FORM_ENTRY_NAME: 'entry.1',
    GOOGLE_FORM_ENTRY_EMAIL: 'entry.2',
    GOOGLE_FORM_ENTRY_COMPANY: 'entry.3',
    GOOGLE_FORM_ENTRY_MESSAGE: 'entry.4',
  };

  it('reads the form URL and its four entry ids, with a 5 s timeout', () => {
    expect(readConfig(env).googleForm).toEqual({
      url: FORM_URL,
      entries: { name: 'entry.1', email: 'entry.2', company: 'entry.3', message: 'entry.4' },
      timeoutMs: 5_000,
    });
  });

  it('leaves the form off unless all five are set', () => {
    expect(readConfig({ NODE_ENV: 'test' }).googleForm).toBeUndefined();
    expect(readConfig({ ...env, GOOGLE_FORM_ENTRY_COMPANY: '' }).googleForm).toBeUndefined();
  });

  it('refuses a malformed URL or entry id at start-up', () => {
    expect(() => readConfig({ ...env, GOOGLE_FORM_URL: 'docs.google.com/form' })).toThrow(
      /GOOGLE_FORM_URL/,
    );
    expect(() => readConfig({ ...env, GOOGLE_FORM_ENTRY_EMAIL: 'email' })).toThrow(
      /GOOGLE_FORM_ENTRY_EMAIL: must be a form entry id/,
    );
  });
});

describe('with the form configured', () => {
  let t: TestApp;
  let logs: ReturnType<typeof logCollector>;
  let ip = 0;

  beforeAll(async () => {
    logs = logCollector();
    t = await startTestApp('pglite', {
      seed: false,
      config: { googleForm: FORM, logLevel: 'info', debugEndpoints: true },
      logStream: logs.stream,
    });
  }, 60_000);
  afterAll(() => t?.close());

  const submit = (payload: object) =>
    t.app.inject({
      method: 'POST',
      url: '/api/submit-contact',
      payload,
      remoteAddress: `10.9.0.${++ip}`,
    });
  const logged = (msg: string) => logs.lines.filter((line) => line.msg === msg);
  // As the debug page sends it: a JSON Content-Type and no body.
  const sendTest = (remoteAddress = `10.8.0.${++ip}`) =>
    t.app.inject({
      method: 'POST',
      url: '/api/test-google-form',
      headers: { 'content-type': 'application/json' },
      remoteAddress,
    });

  describe('contact messages mirrored to the form', () => {
    it('posts the four fields, urlencoded, under their entry ids', async () => {
      const res = await submit(contact);
      expect(res.json()).toEqual({ success: true });
      await vi.waitFor(() => expect(received).toHaveLength(1));
      const [post] = received;
      expect(post?.contentType).toBe('application/x-www-form-urlencoded');
      expect(Object.fromEntries(post?.fields ?? [])).toEqual({
        'entry.1000001': 'Ada Lovelace',
        'entry.1000002': 'ada@example.com',
        'entry.1000003': 'Analytical Engines',
        'entry.1000004': 'We would like a workshop.',
      });
      await vi.waitFor(() =>
        expect(logged('contact message mirrored to the form').at(-1)).toMatchObject({
          status: 200,
        }),
      );
    });

    it('sends an empty company when none was given', async () => {
      await submit({ name: 'B', email: 'b@example.com', message: 'Hello' });
      await vi.waitFor(() => expect(received).toHaveLength(1));
      expect(received[0]?.fields.get('entry.1000003')).toBe('');
    });

    it('still answers success when the form fails, and logs the failure', async () => {
      mode = 'error';
      const res = await submit(contact);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true });
      await vi.waitFor(() =>
        expect(logged('form mirror failed').at(-1)).toMatchObject({
          level: 40,
          status: 500,
          reason: expect.stringContaining('HTTP 500'),
        }),
      );
    });

    it('answers without waiting for a form that does not answer, and gives up after the timeout', async () => {
      mode = 'slow';
      const started = Date.now();
      const res = await submit(contact);
      expect(res.json()).toEqual({ success: true });
      expect(Date.now() - started).toBeLessThan(FORM.timeoutMs);
      await vi.waitFor(
        () =>
          expect(logged('form mirror failed').at(-1)).toMatchObject({
            status: null,
            reason: 'The spreadsheet form did not answer within 0.3 s.',
          }),
        { timeout: 3_000 },
      );
    });

    it('does not mirror a message dropped by the honeypot', async () => {
      await submit({ ...contact, website: 'https://spam.example' });
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(received).toHaveLength(0);
    });
  });

  describe('debug calls', () => {
    it('sends a clearly marked test entry and reports success', async () => {
      const res = await sendTest();
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        configured: true,
        ok: true,
        status: 200,
        message: 'The spreadsheet form accepted the entry (HTTP 200).',
      });
      expect(received).toHaveLength(1);
      const fields = received[0]?.fields;
      expect(fields?.get('entry.1000001')).toMatch(/^\[TEST\]/);
      expect(fields?.get('entry.1000004')).toMatch(/^\[TEST\].*not a real message/);
    });

    it('reports a refusal by the form', async () => {
      mode = 'error';
      const res = await sendTest();
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ configured: true, ok: false, status: 500 });
    });

    it('reports a form that does not answer in time', async () => {
      mode = 'slow';
      const res = await sendTest();
      expect(res.json()).toEqual({
        configured: true,
        ok: false,
        status: null,
        message: 'The spreadsheet form did not answer within 0.3 s.',
      });
    });

    it('refuses the call without a JSON Content-Type, as every state-changing call', async () => {
      const res = await t.app.inject({ method: 'POST', url: '/api/test-google-form' });
      expect(res.statusCode).toBe(415);
      expect(received).toHaveLength(0);
    });

    it('allows five test entries a minute per address', async () => {
      const codes: number[] = [];
      for (let i = 0; i < 6; i++) codes.push((await sendTest('10.8.9.9')).statusCode);
      expect(codes).toEqual([200, 200, 200, 200, 200, 429]);
      expect(received).toHaveLength(5);
    });

    it('lists the form URL and the four entry ids', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/extract-entry-ids' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        configured: true,
        formUrl: FORM_URL,
        entryIds: {
          name: 'entry.1000001',
          email: 'entry.1000002',
          company: 'entry.1000003',
          message: 'entry.1000004',
        },
      });
    });
  });
});

describe('debug calls with no form configured', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('pglite', { seed: false, config: { debugEndpoints: true } });
  }, 60_000);
  afterAll(() => t?.close());

  it('answers 200 configured: false to both, and sends nothing', async () => {
    const test = await t.app.inject({
      method: 'POST',
      url: '/api/test-google-form',
      headers: { 'content-type': 'application/json' },
    });
    const ids = await t.app.inject({ method: 'GET', url: '/api/extract-entry-ids' });
    for (const res of [test, ids]) {
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ configured: false, message: NOT_CONFIGURED_MESSAGE });
    }
    expect(NOT_CONFIGURED_MESSAGE).toBe(
      'The spreadsheet form is not configured: set GOOGLE_FORM_URL and its four entry ids.',
    );
  });

  it('stores contact messages as before', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/submit-contact',
      payload: contact,
    });
    expect(res.json()).toEqual({ success: true });
    expect(received).toHaveLength(0);
  });
});
