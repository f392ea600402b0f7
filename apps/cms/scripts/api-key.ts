// `pnpm --filter @peak/cms api-key [email]`: makes (or renews) the account the site reads the CMS
// with, a reader that may read everything and change nothing, and prints its API key once.
import { randomBytes } from 'node:crypto';
import { getPayload } from 'payload';
import config from '../src/payload.config';

const email = process.argv[2] ?? 'site@cms.local';
const apiKey = randomBytes(24).toString('hex');
const payload = await getPayload({ config });
const found = await payload.find({ collection: 'users', where: { email: { equals: email } } });
const data = { role: 'reader' as const, enableAPIKey: true, apiKey };
const existing = found.docs[0];
if (existing) await payload.update({ collection: 'users', id: existing.id, data });
else
  await payload.create({
    collection: 'users',
    // Nobody signs in as the site: its password is random and never shown.
    data: { email, password: randomBytes(24).toString('hex'), ...data },
  });
console.log(`The site's API key (${email}, a reader; any earlier key of it stops working):

  CMS_API_TOKEN=${apiKey}
`);
await payload.destroy();
process.exit(0);
