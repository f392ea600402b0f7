// Calls for the project's own commands while the server holds the PGlite files: they read and seed
// through the server instead of opening the files a second time. Authorised by the token written in
// the data directory's lock file (readable by the owner of the files only); absent otherwise.
import { timingSafeEqual } from 'node:crypto';
import type { ResponseCache } from '@peak/content-api';
import { desc } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { leads } from '../db/schema';
import { seedContent } from '../db/seed';
import { sendError } from '../http/errors';
import { mailLog } from '../outbox/mail-log';

const same = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** Encapsulated: its token check guards these calls alone. */
export const adminRoutes: FastifyPluginAsync<{ token: string; cache: ResponseCache }> = async (
  app,
  { token, cache },
) => {
  const { db } = app;
  app.addHook('onRequest', (request, reply, done) => {
    const given = request.headers.authorization?.replace(/^Bearer /, '') ?? '';
    if (!same(given, token)) return void sendError(reply, 404, 'Not Found');
    done();
  });
  app.get('/api/admin/contact-messages', async () => {
    const rows = await db
      .select({
        kind: leads.kind,
        name: leads.name,
        email: leads.email,
        company: leads.company,
        message: leads.message,
        createdAt: leads.createdAt,
      })
      .from(leads)
      .orderBy(desc(leads.createdAt));
    return { docs: rows.map((m) => ({ ...m, createdAt: m.createdAt.toISOString() })) };
  });
  app.get('/api/admin/mail', async () => ({ docs: await mailLog(db) }));
  app.post('/api/admin/seed', async () => {
    const counts = await seedContent(db);
    cache.clear();
    return { counts };
  });
};
