// Serves a built site from a folder on a free loopback port, with index.html for unknown paths.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import sirv from 'sirv';

export interface RunningServer {
  url: string;
  close: () => Promise<void>;
}

export async function serveStatic(dir: string): Promise<RunningServer> {
  const handler = sirv(dir, { single: true, dev: false, etag: true });
  const server: Server = createServer((req, res) => handler(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve, reject) => server.close((e) => (e ? reject(e) : resolve()))),
  };
}
