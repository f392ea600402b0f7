// Starts the reference Payload and keeps it running until Ctrl-C: `pnpm --filter @peak/payload-server serve`.
import { postgresAnswers, startPayloadServer } from '../src/index';

if (!(await postgresAnswers())) {
  console.error('No PostgreSQL answers at DATABASE_URL (or 127.0.0.1:5432): Payload needs one.');
  process.exit(1);
}
const server = await startPayloadServer({ logLevel: 'error' });
console.log(
  `Payload answers on ${server.url}/api (database ${new URL(server.databaseUrl).pathname.slice(1)})`,
);
const stop = () => {
  server.stop().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
