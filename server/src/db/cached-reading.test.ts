import { createCachedReading, perDatabase } from './cached-reading';

/** A load whose answers the test releases one by one, counting the reads. */
function controlledLoad() {
  const waiting: ((value: string) => void)[] = [];
  let reads = 0;
  return {
    load: () => {
      reads += 1;
      return new Promise<string>((resolve) => waiting.push(resolve));
    },
    answer: (value: string) => waiting.shift()?.(value),
    reads: () => reads,
  };
}

describe('a cached reading', () => {
  let time = 0;
  const now = () => time;
  beforeEach(() => (time = 0));

  it('reads once while the kept value is younger than the TTL, and again from the TTL on', async () => {
    let reads = 0;
    const reading = createCachedReading(() => Promise.resolve(`read ${++reads}`), 1000, now);

    const first = await reading.get();
    time = 999;
    const kept = await reading.get();
    time = 1000;
    const fresh = await reading.get();

    expect([first, kept, fresh]).toEqual(['read 1', 'read 1', 'read 2']);
  });

  it('peeks at the kept value only while get would answer it without reading', async () => {
    let reads = 0;
    const reading = createCachedReading(() => Promise.resolve(`read ${++reads}`), 1000, now);

    const cold = reading.peek();
    await reading.get();
    time = 999;
    const kept = reading.peek();
    time = 1000;
    const stale = reading.peek();
    await reading.get();
    reading.forget();

    expect([cold, kept, stale, reading.peek(), reads]).toEqual([
      undefined,
      'read 1',
      undefined,
      undefined,
      2,
    ]);
  });

  it('reads again at once after forget, as after a write of this process', async () => {
    let reads = 0;
    const reading = createCachedReading(() => Promise.resolve(`read ${++reads}`), 60_000, now);

    await reading.get();
    reading.forget();

    expect(await reading.get()).toBe('read 2');
  });

  it('shares one read among concurrent callers of a cold cache', async () => {
    const source = controlledLoad();
    const reading = createCachedReading(source.load, 1000, now);

    const answers = Promise.all([reading.get(), reading.get(), reading.get()]);
    source.answer('value');

    expect(await answers).toEqual(['value', 'value', 'value']);
    expect(source.reads()).toBe(1);
  });

  it('does not keep a read that began before a forget: it may predate the change', async () => {
    const source = controlledLoad();
    const reading = createCachedReading(source.load, 60_000, now);

    const before = reading.get();
    reading.forget();
    const after = reading.get();
    source.answer('old row');
    source.answer('new row');

    expect(await before).toBe('old row');
    expect(await after).toBe('new row');
    expect(await reading.get()).toBe('new row');
    expect(source.reads()).toBe(2);
  });

  it('keeps no failure: the next call reads again', async () => {
    let reads = 0;
    const reading = createCachedReading(
      () => {
        reads += 1;
        return reads === 1
          ? Promise.reject(new Error('database out of reach'))
          : Promise.resolve('value');
      },
      60_000,
      now,
    );

    await expect(reading.get()).rejects.toThrow('database out of reach');
    expect(await reading.get()).toBe('value');
  });

  it('is one per database object', () => {
    const cacheOf = perDatabase((_db: object) => ({ kept: [] as string[] }));
    const database = {};

    expect(cacheOf(database)).toBe(cacheOf(database));
    expect(cacheOf({})).not.toBe(cacheOf(database));
  });
});
