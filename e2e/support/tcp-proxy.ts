import { createServer, connect, type Server, type Socket } from 'node:net';

/**
 * A TCP proxy on loopback that a test can cut and restore: the database "goes away" for the server
 * behind it without stopping the machine's shared PostgreSQL. Cut `refuse` closes every connection
 * and resets new ones (a server that is down); cut `silent` closes every connection and holds new
 * ones without an answer (a network that drops packets).
 */
export class TcpProxy {
  private mode: 'open' | 'refuse' | 'silent' = 'open';
  private readonly sockets = new Set<Socket>();
  private server: Server | undefined;

  constructor(
    private readonly targetPort: number,
    private readonly targetHost = '127.0.0.1',
  ) {}

  listen(port: number): Promise<void> {
    this.server = createServer((client) => this.accept(client));
    return new Promise((resolve, reject) => {
      this.server?.once('error', reject);
      this.server?.listen(port, '127.0.0.1', () => resolve());
    });
  }

  cut(mode: 'refuse' | 'silent'): void {
    this.mode = mode;
    for (const socket of this.sockets) socket.destroy();
    this.sockets.clear();
  }

  restore(): void {
    // Held connections never reached the database: drop them, the pool opens new ones.
    this.cut('refuse');
    this.mode = 'open';
  }

  async close(): Promise<void> {
    this.cut('refuse');
    await new Promise<void>((resolve) =>
      this.server ? this.server.close(() => resolve()) : resolve(),
    );
  }

  private accept(client: Socket): void {
    client.on('error', () => undefined);
    if (this.mode === 'refuse') {
      client.resetAndDestroy();
      return;
    }
    this.sockets.add(client);
    client.on('close', () => this.sockets.delete(client));
    if (this.mode === 'silent') return;
    const upstream = connect(this.targetPort, this.targetHost);
    upstream.on('error', () => client.destroy());
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
    this.sockets.add(upstream);
    upstream.on('close', () => this.sockets.delete(upstream));
    client.pipe(upstream);
    upstream.pipe(client);
  }
}
