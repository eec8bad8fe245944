import { parsePgbenchOutput, PGBENCH } from './pgbench-output';

const printedByPgbench15 = `pgbench (15.14 (Debian 15.14-0+deb12u1))
starting vacuum...end.
transaction type: <builtin: TPC-B (sort of)>
scaling factor: 10
query mode: simple
number of clients: 10
number of threads: 2
maximum number of tries: 1
duration: 10 s
number of transactions actually processed: 48211
number of failed transactions: 0 (0.000%)
latency average = 2.074 ms
initial connection time = 11.523 ms
tps = 4821.553391 (without initial connection time)
`;

describe('reading what pgbench prints', () => {
  it('takes the rate without connection time and the average latency', () => {
    expect(parsePgbenchOutput(printedByPgbench15)).toEqual({
      clients: PGBENCH.clients,
      scale: PGBENCH.scale,
      seconds: PGBENCH.seconds,
      tps: 4821.553391,
      latencyAverageMs: 2.074,
    });
  });

  it("reads older pgbench's wording of the same rate", () => {
    const older = printedByPgbench15.replace(
      'tps = 4821.553391 (without initial connection time)',
      'tps = 4500.25 (excluding connections establishing)',
    );
    expect(parsePgbenchOutput(older)).toMatchObject({ tps: 4500.25 });
  });

  it('says why when the run printed no rate, with its last lines', () => {
    const failed =
      'pgbench: error: connection to server failed\nFATAL: database "x" does not exist\n';
    const read = parsePgbenchOutput(failed);
    expect('unreadable' in read && read.unreadable).toContain('database "x" does not exist');
  });
});
