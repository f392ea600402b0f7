// The outbox's delivery as configured: events when WEBHOOK_URL is set, mail when SMTP_URL is. Mail
// without SMTP_URL is never claimed: it stays in the outbox as the record `pnpm mail:list` shows.
import type { FastifyInstance } from 'fastify';
import { mailSender } from './mailer';
import { webhookSender } from './webhook';
import { type OutboxWorker, outboxWorker } from './worker';

/** Starts the worker once the app is ready and stops it (its batch in flight done) on close. */
export function registerOutboxDelivery(app: FastifyInstance): OutboxWorker {
  const { config, db, clock } = app;
  const settings = config.outbox;
  const smtpUrl = config.mail.smtpUrl;
  const mail = smtpUrl
    ? mailSender(
        {
          smtpUrl,
          from: config.mail.from,
          siteUrl: config.siteUrl,
          maxConnections: config.mail.maxConnections,
        },
        settings.attemptTimeoutMs,
      )
    : undefined;
  const worker = outboxWorker({
    ...settings,
    db,
    clock,
    log: app.log,
    deliverers: {
      ...(config.webhook ? { webhook: webhookSender(config.webhook, clock) } : {}),
      ...(mail ? { mail: mail.send } : {}),
    },
  });
  app.addHook('onReady', async () => worker.start());
  app.addHook('onClose', async () => {
    await worker.stop();
    mail?.close();
  });
  return worker;
}
