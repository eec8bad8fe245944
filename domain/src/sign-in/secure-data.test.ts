import { observable, runInAction } from 'mobx';
import { settle } from '../testing/fake-scheduler';
import { followSecureData, SECURE_DATA_GGRU_SECONDS, type SecureData } from './secure-data';

function following(answers: SecureData[]) {
  const session = observable({ authorised: false });
  const jar = new Map<string, { value: string; maxAgeSeconds?: number }>();
  const timers: { run: () => void; ms: number }[] = [];
  const load = jest.fn(() => Promise.resolve(answers.shift()!));
  const stop = followSecureData({
    authorised: () => session.authorised,
    load,
    cookies: {
      set: (name, value, lifetime) => void jar.set(name, { value, ...lifetime }),
      remove: (name) => void jar.delete(name),
    },
    setTimer: (run, ms) => timers.push({ run, ms }),
    clearTimer: () => undefined,
    log: () => undefined,
  });
  const signIn = async (on: boolean) => {
    runInAction(() => (session.authorised = on));
    await settle();
  };
  return { jar, timers, load, stop, signIn };
}

describe('the secure data', () => {
  it('asks nothing for a visitor', () => {
    const { load, jar } = following([]);
    expect(load).not.toHaveBeenCalled();
    expect(jar.size).toBe(0);
  });

  it('sets the ggru and grant cookies from the answer once the player signs in', async () => {
    const { jar, signIn, timers } = following([{ ggru: 'g1', grant: 'token-1', expiresIn: 900 }]);
    await signIn(true);
    expect(jar.get('ggru')).toEqual({ value: 'g1', maxAgeSeconds: SECURE_DATA_GGRU_SECONDS });
    expect(jar.get('grant')).toEqual({ value: 'token-1', maxAgeSeconds: 900 });
    expect(timers.map((timer) => timer.ms)).toEqual([840_000]);
  });

  it('asks again before the grant ends, and removes both cookies at logout', async () => {
    const { jar, signIn, timers } = following([
      { ggru: 'g1', grant: 'token-1', expiresIn: 900 },
      { ggru: 'g1', grant: 'token-2', expiresIn: 900 },
    ]);
    await signIn(true);
    timers[0]!.run();
    await settle();
    expect(jar.get('grant')?.value).toBe('token-2');
    await signIn(false);
    expect(jar.size).toBe(0);
  });
});
