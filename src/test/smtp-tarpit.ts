import { createServer, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';

/** An SMTP "server" that accepts connections and never says a word, as a tarpit does. */
export async function startSmtpTarpit() {
  const sockets = new Set<Socket>();
  let connected: () => void = () => undefined;
  const firstConnection = new Promise<void>((resolve) => (connected = resolve));
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('error', () => undefined);
    socket.on('close', () => sockets.delete(socket));
    connected();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    host: '127.0.0.1',
    port,
    firstConnection,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
