// The benchmark's reference: plain node:http answering one static JSON body, in a process of its
// own like the site's server, so that the API's throughput is read as a share of what Node itself
// does on this machine in the same run. `node --import tsx e2e/bench/reference-server.ts <port>`.
import { createServer } from 'node:http';

const body = JSON.stringify({ status: 'ok', data: { token: 'x'.repeat(200) } });
const port = Number(process.argv[2] ?? 0);

createServer((_request, response) => {
  response.writeHead(200, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(body),
    'cache-control': 'no-store',
  });
  response.end(body);
}).listen(port, '127.0.0.1', () => console.log(`reference serving on ${port}`));
