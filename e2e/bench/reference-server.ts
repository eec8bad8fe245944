// The benchmark's reference: plain node:http answering one static JSON body, in a process of its
// own like the site's server, so that the API's throughput is read as a share of what Node itself
// does on this machine in the same run. `node --import tsx e2e/bench/reference-server.ts <port>`.
//
// With `fastify` after the port it is the same answer from a bare Fastify (one route, no plugins,
// no hooks, no logger): the bench's calibration row, what the framework alone costs next to
// node:http on this machine, so that a route's share tells the framework's part from ours.
import Fastify from 'fastify';
import { createServer } from 'node:http';

const body = JSON.stringify({ status: 'ok', data: { token: 'x'.repeat(200) } });
const port = Number(process.argv[2] ?? 0);
const headers = {
  'content-type': 'application/json; charset=utf-8',
  'cache-control': 'no-store',
} as const;

if (process.argv[3] === 'fastify') {
  const app = Fastify({ logger: false });
  app.get('/', (_request, reply) => void reply.headers(headers).send(body));
  void app
    .listen({ port, host: '127.0.0.1' })
    .then(() => console.log(`bare fastify serving on ${port}`));
} else {
  createServer((_request, response) => {
    response.writeHead(200, { ...headers, 'content-length': Buffer.byteLength(body) });
    response.end(body);
  }).listen(port, '127.0.0.1', () => console.log(`reference serving on ${port}`));
}
