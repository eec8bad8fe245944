import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { nginxPath } from '../../scripts/nginx-path';

/** nginx balancing over some of our servers, as a process of the test. */
export interface NginxBalancer {
  readonly url: string;
  /** Its error log, for a failing test's message. */
  errors(): Promise<string>;
  stop(): Promise<void>;
}

/** Debian's unprivileged user, which nginx runs as when the test runs as root. */
const NOBODY = 65534;

/**
 * The configuration of a balancer in front of `upstreams` (ports on 127.0.0.1), as docs/deploy.md
 * asks of one: any instance for any request (round robin, no stickiness), the client's address in
 * X-Forwarded-For, the line's event stream passed on unbuffered and kept open past its 15 s
 * heartbeat. An instance that refuses connections is passed over at once for 5 s; a request it
 * was already sent is not sent again elsewhere unless it is a GET (nginx's default: a POST may
 * have been done), so the client sees it fail and retries it with its idempotency key.
 */
export function nginxConfig(dir: string, port: number, upstreams: readonly number[]): string {
  return `worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 512; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  upstream betshell {
${upstreams.map((upstream) => `    server 127.0.0.1:${upstream} max_fails=1 fail_timeout=5s;`).join('\n')}
    keepalive 16;
  }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://betshell;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_buffering off;
      proxy_connect_timeout 2s;
      proxy_read_timeout 60s;
      proxy_next_upstream error timeout;
    }
  }
}
`;
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

/**
 * Starts nginx (scripts/nginx-path.ts) on 127.0.0.1:`port` with a configuration of its own in a
 * temporary folder, never the system's service; as `nobody` when the test runs as root. Resolves
 * once /readyz answers through it.
 */
export async function startNginxBalancer(
  port: number,
  upstreams: readonly number[],
  timeoutMs = 30_000,
): Promise<NginxBalancer> {
  const binary = nginxPath();
  if (!existsSync(binary)) {
    throw new Error(
      `nginx is not installed at ${binary}: run \`tsx scripts/ensure-nginx.ts\` (npm run test:faults does), ` +
        'or install it as root with `apt-get install -y nginx-light`, or set NGINX_PATH',
    );
  }
  const dir = await mkdtemp(join(tmpdir(), 'betshell-nginx-'));
  await writeFile(join(dir, 'nginx.conf'), nginxConfig(dir, port, upstreams));
  const asRoot = process.getuid?.() === 0;
  // nobody writes its pid, logs and temporary files there.
  if (asRoot) await chmod(dir, 0o777);
  const child = spawn(
    binary,
    ['-p', dir, '-c', join(dir, 'nginx.conf'), '-e', join(dir, 'error.log')],
    {
      stdio: ['ignore', 'ignore', 'pipe'],
      ...(asRoot ? { uid: NOBODY, gid: NOBODY } : {}),
    },
  );
  let printed = '';
  child.stderr?.on(
    'data',
    (chunk: Buffer) => (printed = `${printed}${chunk.toString()}`.slice(-5000)),
  );
  const errors = async () =>
    `${printed}${await readFile(join(dir, 'error.log'), 'utf8').catch(() => '')}`;
  const balancer: NginxBalancer = {
    url: `http://127.0.0.1:${port}`,
    errors,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        // SIGQUIT: nginx's graceful stop; its master ends its workers.
        child.kill('SIGQUIT');
        const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
        await exited(child);
        clearTimeout(timer);
      }
      await rm(dir, { recursive: true, force: true });
    },
  };
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) break;
    try {
      const response = await fetch(`${balancer.url}/readyz`, { signal: AbortSignal.timeout(2000) });
      if (response.ok) return balancer;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const log = await errors();
  await balancer.stop();
  throw new Error(`nginx did not answer /readyz on port ${port}:\n${log}`);
}
