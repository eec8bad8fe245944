import { createKeptRows } from './kept-rows';

describe('rows kept in memory per key', () => {
  let now = Date.UTC(2026, 10, 28, 12);
  beforeEach(() => jest.spyOn(Date, 'now').mockImplementation(() => now));
  afterEach(() => jest.restoreAllMocks());

  const kept = () => createKeptRows<string, { name: string }>({ max: 2, ttlMs: 1_000 });

  it('answers a read from memory until it is ttlMs old, and peeks only while it is fresh', async () => {
    const rows = kept();
    const read = jest.fn(() => Promise.resolve({ name: 'first' }));
    expect(rows.peek('a')).toBeUndefined();
    expect(await rows.get('a', read)).toEqual({ name: 'first' });
    expect(await rows.get('a', read)).toEqual({ name: 'first' });
    expect(rows.peek('a')).toEqual({ name: 'first' });
    expect(read).toHaveBeenCalledTimes(1);
    now += 1_000;
    expect(rows.peek('a')).toBeUndefined();
    await rows.get('a', read);
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('never keeps what a read did not find', async () => {
    const rows = kept();
    expect(await rows.get('nobody', () => Promise.resolve(undefined))).toBeUndefined();
    expect(rows.peek('nobody')).toBeUndefined();
  });

  it('does not keep a read begun before a drop: it may predate the change', async () => {
    const rows = kept();
    let finish: (value: { name: string }) => void = () => undefined;
    const reading = rows.get('a', () => new Promise((resolve) => (finish = resolve)));
    rows.drop('b');
    finish({ name: 'before the change' });
    expect(await reading).toEqual({ name: 'before the change' });
    expect(rows.peek('a')).toBeUndefined();
  });

  it('drops one key or all, and changes a kept value without making it younger', async () => {
    const rows = kept();
    await rows.get('a', () => Promise.resolve({ name: 'a' }));
    await rows.get('b', () => Promise.resolve({ name: 'b' }));
    rows.drop('a');
    expect(rows.peek('a')).toBeUndefined();
    expect(rows.peek('b')).toEqual({ name: 'b' });
    now += 600;
    rows.update('b', () => ({ name: 'b, changed' }));
    rows.update('a', () => ({ name: 'not kept, not added' }));
    expect(rows.peek('b')).toEqual({ name: 'b, changed' });
    expect(rows.peek('a')).toBeUndefined();
    now += 400;
    expect(rows.peek('b')).toBeUndefined();
    await rows.get('c', () => Promise.resolve({ name: 'c' }));
    rows.drop(null);
    expect(rows.peek('c')).toBeUndefined();
  });
});
