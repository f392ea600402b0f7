// A bare HTML page (no CSS, no JavaScript) on its own loopback port: the yardstick the site's
// pages are measured against in the same Lighthouse run.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

const HTML = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="description" content="A bare page: the yardstick for the site's paint times.">
<title>Bare page</title><link rel="icon" href="data:,"></head>
<body><main><h1>Clarity in what matters most</h1>
<p>We help leaders and teams decide what matters, say no to the rest, and follow through.</p></main></body>
</html>`;

export async function startBarePage(): Promise<{ url: string; stop: () => Promise<void> }> {
  const server = createServer((request, response) => {
    if (request.url === '/robots.txt') {
      response.writeHead(200, { 'content-type': 'text/plain' }).end('User-agent: *\nAllow: /\n');
      return;
    }
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(HTML);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
