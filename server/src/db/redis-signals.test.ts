import { useMigratedTestDatabase } from '../test-support/create-test-database';
import { withSignals, type InstanceSignals } from './redis-signals';

/** Signals that remember what was published, and whether the row was committed by then. */
function recordingSignals(committed: () => Promise<boolean>) {
  const published: { channel: string; payloads: readonly string[]; committed: boolean }[] = [];
  const signals: InstanceSignals = {
    async publish(channel, payloads) {
      published.push({ channel, payloads, committed: await committed() });
    },
    listen: () => Promise.resolve(() => Promise.resolve()),
    close: () => Promise.resolve(),
  };
  return { signals, published };
}

describe('a database whose signals go through Redis', () => {
  const database = useMigratedTestDatabase();
  const NAME = 'signals-test';
  const written = async () =>
    (await database.query(`select 1 from site_config where key = $1`, [NAME])).length > 0;

  afterEach(() => database.query(`delete from site_config where key = $1`, [NAME]));

  it('publishes what a transaction announced once it has committed, not before', async () => {
    const { signals, published } = recordingSignals(written);
    const signalled = withSignals(database, signals);

    await signalled.transaction(async (tx) => {
      await tx.query(`insert into site_config (key, value) values ($1, '1'::jsonb)`, [NAME]);
      await tx.notify('config_changed', ['a', 'b']);
      expect(published).toEqual([]);
    });

    expect(published).toEqual([
      { channel: 'config_changed', payloads: ['a', 'b'], committed: true },
    ]);
  });

  it('publishes nothing of a transaction that rolled back', async () => {
    const { signals, published } = recordingSignals(written);
    const signalled = withSignals(database, signals);

    await expect(
      signalled.transaction(async (tx) => {
        await tx.query(`insert into site_config (key, value) values ($1, '1'::jsonb)`, [NAME]);
        await tx.notify('config_changed', ['a']);
        throw new Error('changed its mind');
      }),
    ).rejects.toThrow('changed its mind');

    expect(published).toEqual([]);
  });

  it('publishes at once what is announced outside a transaction', async () => {
    const { signals, published } = recordingSignals(written);
    const signalled = withSignals(database, signals);

    await signalled.notify('config_changed', ['c']);

    expect(published).toEqual([{ channel: 'config_changed', payloads: ['c'], committed: false }]);
  });
});
