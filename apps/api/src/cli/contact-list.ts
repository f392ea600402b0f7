// pnpm contact:list: prints the stored contact messages, newest first.
import { desc } from 'drizzle-orm';
import { readConfig } from '../config';
import { configuredTarget, openDatabase } from '../db/client';
import { contactMessages } from '../db/schema';
import { printable, printableMessage } from './printable';

const config = readConfig();
const database = await openDatabase(configuredTarget(config));
try {
  const rows = await database.db
    .select()
    .from(contactMessages)
    .orderBy(desc(contactMessages.createdAt));
  if (rows.length === 0) console.log('No contact messages yet.');
  for (const m of rows) {
    const company = m.company ? `  (${printable(m.company)})` : '';
    console.log(
      `${m.createdAt.toISOString()}  ${printable(m.name)} <${printable(m.email)}>${company}`,
    );
    console.log(`  ${printableMessage(m.message)}\n`);
  }
} finally {
  await database.close();
}
