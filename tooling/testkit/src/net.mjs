// Loopback helpers. Plain JavaScript (Node's standard library only) so that the scripts Node runs
// without tsx (tooling/scripts/*.mjs) import this same file; net.d.mts gives TypeScript its types.
import { connect, createServer } from 'node:net';

/** Whether something accepts a TCP connection on host:port within `timeoutMs` (e.g. PostgreSQL). */
export const answers = (host, port, timeoutMs = 1000) =>
  new Promise((resolve) => {
    const socket = connect({ host, port, timeout: timeoutMs });
    const done = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
    socket.once('timeout', () => done(false));
  });

/** A port free on 127.0.0.1 right now. */
export const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
