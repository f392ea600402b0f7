// pnpm contact:list: prints the leads (contact messages, team-assessment requests, accessibility barrier reports and review requests), newest first. On PGlite with the server
// running, the messages are read through the server: its files are never opened twice.
import { desc } from 'drizzle-orm';
import { readConfig } from '../config';
import { leads } from '../db/schema';
import { adminCall, withData } from './database-access';
import { printable, printableMessage } from './printable';

interface Message {
  kind: string;
  name: string;
  email: string;
  company: string | null;
  message: string;
  createdAt: string;
}

const config = readConfig();
try {
  const rows = await withData<Message[]>(
    config,
    async (server) =>
      (await adminCall<{ docs: Message[] }>(server, '/api/admin/contact-messages')).docs,
    async (db) =>
      (await db.select().from(leads).orderBy(desc(leads.createdAt))).map((m) => ({
        ...m,
        createdAt: m.createdAt.toISOString(),
      })),
  );
  if (rows.length === 0) console.log('No contact messages yet.');
  for (const m of rows) {
    const company = m.company ? `  (${printable(m.company)})` : '';
    const kind = m.kind === 'contact' ? '' : `  [${m.kind}]`;
    console.log(`${m.createdAt}${kind}  ${printable(m.name)} <${printable(m.email)}>${company}`);
    console.log(`  ${printableMessage(m.message)}\n`);
  }
} catch (error) {
  console.error(`contact:list: ${(error as Error).message}`);
  process.exitCode = 1;
}
