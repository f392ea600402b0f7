// pnpm contact:list: prints the stored contact messages, newest first.
import { desc } from 'drizzle-orm';
import { readConfig } from '../config';
import { configuredTarget, openDatabase } from '../db/client';
import { contactMessages } from '../db/schema';

const config = readConfig();
const database = await openDatabase(configuredTarget(config));
try {
  const rows = await database.db
    .select()
    .from(contactMessages)
    .orderBy(desc(contactMessages.createdAt));
  if (rows.length === 0) console.log('No contact messages yet.');
  for (const m of rows) {
    console.log(
      `${m.createdAt.toISOString()}  ${m.name} <${m.email}>${m.company ? `  (${m.company})` : ''}`,
    );
    console.log(`  ${m.message.replace(/\n/g, '\n  ')}\n`);
  }
} finally {
  await database.close();
}
