// One API instance's start, for concurrent-migrations.test.ts: loads the database client, says
// "ready", waits for a line on stdin so every instance migrates at the same moment, then opens
// (and so migrates) the PostgreSQL database at argv[2] and closes it. Any error exits non-zero.
import { once } from 'node:events';
import { openDatabase } from '../../src/db/client';

process.stdout.write('ready\n');
await once(process.stdin, 'data');
process.stdin.destroy();
const database = await openDatabase({
  kind: 'postgres',
  url: process.argv[2] as string,
  poolSize: 2,
});
await database.close();
