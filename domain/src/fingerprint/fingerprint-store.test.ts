import { createShellEventBus } from '../bus/shell-event';
import { manualClock } from '../testing';
import {
  FINGERPRINT_MAX_ATTEMPTS,
  SESSION_AND_FINGERPRINT_DELAY_MS,
  type FingerprintComponents,
} from './fingerprint-answer';
import { FingerprintStore } from './fingerprint-store';

const HOUR = 3_600_000;
type Answer = () => Promise<unknown>;

/** The server's answers in order (the last repeats); `issued` makes a good one. */
function setUp(answers: (issued: (token: string, validForMs?: number) => Answer) => Answer[]) {
  const bus = createShellEventBus();
  const clock = manualClock();
  const sent: FingerprintComponents[] = [];
  const logged: string[] = [];
  const issued =
    (token: string, validForMs = HOUR) =>
    () =>
      Promise.resolve({
        token,
        expiresAt: new Date(clock.now() + validForMs).toISOString(),
        data: { userAgent: 'jest' },
      });
  const script = answers(issued);
  let call = 0;
  const store = new FingerprintStore(
    bus,
    {
      issue: (componentsData) => {
        sent.push(componentsData);
        const answer = script[Math.min(call++, script.length - 1)];
        return answer === undefined ? Promise.reject(new Error('no answer')) : answer();
      },
    },
    () => ({ userAgent: 'jest', languages: ['ru', 'en'] }),
    clock,
    (message) => logged.push(message),
  );
  return { bus, clock, store, sent, logged };
}

const down: Answer = () => Promise.reject(new Error('down'));
/** Lets the promises of a request made in the background settle (domain has no timers). */
async function settle(): Promise<void> {
  for (let turn = 0; turn < 10; turn += 1) await Promise.resolve();
}

describe('the fingerprint store', () => {
  it('asks for the first token 8 seconds after the shell is ready, with the gathered components', async () => {
    const { clock, store, sent } = setUp((issued) => [issued('fp-1')]);
    store.start();
    clock.advance(SESSION_AND_FINGERPRINT_DELAY_MS - 1);
    expect(sent).toEqual([]);
    clock.advance(1);
    await settle();
    expect(sent).toEqual([{ userAgent: 'jest', languages: ['ru', 'en'] }]);
    expect(store.tokenForCall()).toBe('fp-1');
  });

  it('has no token for calls before it has one', () => {
    const { store, sent } = setUp((issued) => [issued('fp-1')]);
    expect(store.tokenForCall()).toBeNull();
    expect(sent).toEqual([]);
  });

  it('asks once for callers that ask together', async () => {
    const { store, sent } = setUp((issued) => [issued('fp-1')]);
    await expect(Promise.all([store.refresh(), store.refresh()])).resolves.toEqual([
      'fp-1',
      'fp-1',
    ]);
    expect(sent).toHaveLength(1);
  });

  it('drops an expired token and asks for a new one in the background', async () => {
    const { clock, store } = setUp((issued) => [issued('fp-1', 1_000), issued('fp-2')]);
    await store.refresh();
    clock.advance(1_000);
    expect(store.tokenForCall()).toBeNull();
    await settle();
    expect(store.tokenForCall()).toBe('fp-2');
  });

  it('logs an answer lacking token, expiresAt or data, and counts it as a failed attempt', async () => {
    const { store, logged } = setUp(() => [() => Promise.resolve({ token: 'fp-1' })]);
    await expect(store.refresh()).resolves.toBeNull();
    expect(logged).toEqual(['fingerprint answer lacks token, expiresAt or data']);
    expect(store.failedAttempts).toBe(1);
  });

  it(`stops asking after ${FINGERPRINT_MAX_ATTEMPTS} failed attempts in a row`, async () => {
    const { store, sent, logged } = setUp(() => [down]);
    for (let attempt = 0; attempt < FINGERPRINT_MAX_ATTEMPTS + 2; attempt += 1) {
      await store.refresh();
    }
    expect(sent).toHaveLength(FINGERPRINT_MAX_ATTEMPTS);
    expect(store.stopped).toBe(true);
    expect(logged.at(-1)).toBe(
      `fingerprint stopped after ${FINGERPRINT_MAX_ATTEMPTS} failed attempts`,
    );
  });

  it('counts only failures in a row: a success starts the count again', async () => {
    const { store, sent } = setUp((issued) => [down, down, issued('fp-1'), down, down]);
    for (let attempt = 0; attempt < 5; attempt += 1) await store.refresh();
    expect(sent).toHaveLength(5);
    expect(store.stopped).toBe(false);
  });

  it('is skipped in maintenance, and asks again once maintenance ends', async () => {
    const { bus, clock, store, sent } = setUp((issued) => [issued('fp-1')]);
    bus.next({ type: 'maintenance', on: true });
    store.start();
    clock.advance(SESSION_AND_FINGERPRINT_DELAY_MS);
    await expect(store.refresh()).resolves.toBeNull();
    expect(sent).toEqual([]);
    bus.next({ type: 'maintenance', on: false });
    await expect(store.refresh()).resolves.toBe('fp-1');
  });

  it('never makes its first attempt once disposed', () => {
    const { clock, store, sent } = setUp((issued) => [issued('fp-1')]);
    store.start();
    store.dispose();
    clock.advance(SESSION_AND_FINGERPRINT_DELAY_MS);
    expect(sent).toEqual([]);
  });
});
