// A mail server for benchmarks, in the benchmark's process: it speaks just enough SMTP for
// nodemailer (EHLO, MAIL, RCPT, DATA, RSET, NOOP, QUIT; PIPELINING, as mail relays offer it), accepts every message and keeps only its
// Message-ID, so counting 100,000 messages costs it little. It listens on one port per sender, so
// what each one handed over can be told apart.
import { createServer, type Server, type Socket } from 'node:net';

export interface SinkPort {
  url: string;
  /** Messages accepted on this port. */
  received: number;
}

export interface SmtpSink {
  ports: SinkPort[];
  /** The Message-ID of every message accepted, in order of arrival (repeats included). */
  messageIds: string[];
  /** Messages accepted on all ports together. */
  received: () => number;
  close: () => Promise<void>;
}

const END_OF_DATA = '\r\n.\r\n';
const MESSAGE_ID = /^Message-ID:[ \t]*(<[^>\r\n]*>)/im;

/** The Message-ID in the message's header (before the first empty line), or '' without one. */
function messageIdOf(message: string): string {
  const headerEnd = message.indexOf('\r\n\r\n');
  return MESSAGE_ID.exec(headerEnd < 0 ? message : message.slice(0, headerEnd))?.[1] ?? '';
}

function serve(socket: Socket, port: SinkPort, sink: SmtpSink) {
  socket.setNoDelay(true);
  // Latin-1 keeps every byte one character, so offsets in the text are offsets in the stream.
  socket.setEncoding('latin1');
  let buffer = '';
  let inData = false;
  // The replies to what one read brought (pipelined commands) go out in one write.
  let replies = '';
  const reply = (text: string) => {
    replies += `${text}\r\n`;
  };
  const flush = () => {
    if (replies) socket.write(replies);
    replies = '';
  };
  socket.write('220 sink ESMTP\r\n');
  socket.on('data', (chunk: string) => {
    buffer += chunk;
    read();
    flush();
  });
  function read() {
    for (;;) {
      if (inData) {
        const end = buffer.indexOf(END_OF_DATA);
        if (end === -1) return;
        const message = buffer.slice(2, end);
        buffer = buffer.slice(end + END_OF_DATA.length);
        inData = false;
        sink.messageIds.push(messageIdOf(message));
        port.received++;
        reply('250 OK queued');
        continue;
      }
      const lineEnd = buffer.indexOf('\r\n');
      if (lineEnd === -1) return;
      const line = buffer.slice(0, lineEnd);
      buffer = buffer.slice(lineEnd + 2);
      const verb = line.slice(0, 4).toUpperCase();
      if (verb === 'EHLO') reply('250-sink\r\n250-PIPELINING\r\n250-8BITMIME\r\n250 SMTPUTF8');
      else if (verb === 'HELO' || verb === 'MAIL' || verb === 'RCPT' || verb === 'RSET')
        reply('250 OK');
      else if (verb === 'NOOP') reply('250 OK');
      else if (verb === 'DATA') {
        inData = true;
        // The line break before the data stands in front of it, so an empty message ends the same.
        buffer = `\r\n${buffer}`;
        reply('354 End data with <CR><LF>.<CR><LF>');
      } else if (verb === 'QUIT') {
        reply('221 Bye');
        flush();
        socket.end();
        return;
      } else reply('502 Command not implemented');
    }
  }
  socket.on('error', () => socket.destroy());
}

/** Starts the sink on `ports` loopback ports, one per sender. */
export async function startSmtpSink(ports = 1): Promise<SmtpSink> {
  const servers: Server[] = [];
  const sockets = new Set<Socket>();
  const sink: SmtpSink = {
    ports: [],
    messageIds: [],
    received: () => sink.messageIds.length,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await Promise.all(
        servers.map((server) => new Promise<void>((resolve) => server.close(() => resolve()))),
      );
    },
  };
  for (let i = 0; i < ports; i++) {
    const port: SinkPort = { url: '', received: 0 };
    const server = createServer((socket) => {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      serve(socket, port, sink);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    if (!address || typeof address === 'string') throw new Error('the sink has no port');
    port.url = `smtp://127.0.0.1:${address.port}`;
    servers.push(server);
    sink.ports.push(port);
  }
  return sink;
}
