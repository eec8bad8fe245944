// A test file for use-set-up-exit.test.ts to run in a jest of its own: its set-up takes longer than
// its limit and then listens on a port, as the ops test server's did on a loaded machine.
// SET_UP_FIXTURE=before runs the hooks as they were written before use-set-up.ts.
import { createServer, type Server } from 'node:net';
import { useSetUp } from './use-set-up';

const LIMIT_MS = 1000;
const SLOW_STEP_MS = 3000;

const slowly = () => new Promise<void>((resolve) => setTimeout(resolve, SLOW_STEP_MS));

function listening(): Promise<Server> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => resolve(server));
  });
}

function closed(server: Server): Promise<void> {
  return new Promise((resolve) => server.close(() => resolve()));
}

describe('a set-up slower than its limit', () => {
  if (process.env.SET_UP_FIXTURE === 'before') {
    let server: Server | undefined;
    beforeAll(async () => {
      await slowly();
      server = await listening();
    }, LIMIT_MS);
    afterAll(() => (server === undefined ? undefined : closed(server)));
  } else {
    useSetUp('the fixture server', LIMIT_MS, async (steps) => {
      await steps.step('waiting', slowly, () => Promise.resolve());
      return steps.step('listening', listening, closed);
    });
  }

  it('is not run, its set-up having failed', () => undefined);
});
