// Starts the reference Payload and keeps it running until Ctrl-C: `pnpm --filter @peak/cms-config serve`
// (add `--private` for a Payload that serves only signed-in readers, as a hosted CMS may).
import { postgresAnswers, startPayloadServer } from '../src/testing/server';

if (!(await postgresAnswers())) {
  console.error('No PostgreSQL answers at DATABASE_URL (or 127.0.0.1:5432): Payload needs one.');
  process.exit(1);
}
const read = process.argv.includes('--private') ? 'private' : 'public';
const server = await startPayloadServer({ logLevel: 'error', read });
console.log(
  `Payload answers on ${server.url}/api (database ${new URL(server.databaseUrl).pathname.slice(1)}; content ${read})`,
);
// A throwaway key of this run's own database, for CMS_API_TOKEN of a local gateway.
console.log(`A reader's API key (CMS_API_TOKEN): ${server.apiKey}`);
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
