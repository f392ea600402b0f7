// A webhook receiver on loopback, as a consultancy's would be: it verifies each request with
// standardwebhooks and answers as the test says: 2xx, 500, or never (a hang the sender must time out).
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';

export type Answer = 'ok' | 'error' | 'hang';

export interface Delivery {
  /** The webhook-id header: the event's id, the same on every retry. */
  id: string;
  type: string;
  timestamp: string;
  data: Record<string, unknown>;
  /** Whether the signature checked out (Webhook.verify). */
  verified: boolean;
  answer: Answer;
  at: number;
}

export interface Receiver {
  url: string;
  secret: string;
  deliveries: Delivery[];
  /** Decides the answer to each request (the default acknowledges all). */
  answer: (delivery: Omit<Delivery, 'answer'>) => Answer;
  /** The deliveries it acknowledged with a 2xx. */
  acknowledged: () => Delivery[];
  close: () => Promise<void>;
}

export const newSecret = () => `whsec_${randomBytes(24).toString('base64')}`;

const header = (headers: IncomingHttpHeaders, name: string) => String(headers[name] ?? '');

export async function startReceiver(secret = newSecret()): Promise<Receiver> {
  const verifier = new Webhook(secret);
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const signed = {
        'webhook-id': header(request.headers, 'webhook-id'),
        'webhook-timestamp': header(request.headers, 'webhook-timestamp'),
        'webhook-signature': header(request.headers, 'webhook-signature'),
      };
      let verified = true;
      try {
        verifier.verify(raw, signed);
      } catch {
        verified = false;
      }
      const event = JSON.parse(raw) as Pick<Delivery, 'type' | 'timestamp' | 'data'>;
      const seen = { id: signed['webhook-id'], ...event, verified, at: Date.now() };
      const answer = receiver.answer(seen);
      receiver.deliveries.push({ ...seen, answer });
      if (answer === 'hang') return;
      response.writeHead(answer === 'ok' ? 204 : 500).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const receiver: Receiver = {
    url: `http://127.0.0.1:${port}/hooks`,
    secret,
    deliveries: [],
    answer: () => 'ok',
    acknowledged: () => receiver.deliveries.filter((d) => d.answer === 'ok'),
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  return receiver;
}

type Truthy<T> = Exclude<T, false | 0 | '' | null | undefined>;

/** Resolves with the first truthy answer of `check`, polling; throws after `timeoutMs`. */
export async function until<T>(
  check: () => T | Promise<T>,
  timeoutMs = 10_000,
  what = 'the condition',
): Promise<Truthy<T>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value as Truthy<T>;
    if (Date.now() > deadline) throw new Error(`${what} did not come within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
