import { createSharedStoreRegistry } from '@betshell/domain';
import {
  sharedLimitsStore,
  type Limit,
  type LimitsApi,
  type PingResult,
} from '@betshell/domain/limits';
import { limitsApiFixture, manualClock } from '@betshell/domain/testing';
import { act, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { observable, runInAction } from 'mobx';
import { I18nextProvider } from 'react-i18next';
import { SessionLimitWatch } from './session-limit-watch';

function pingApi(
  answers: PingResult[],
  over: Partial<LimitsApi> = {},
): LimitsApi & { pings: () => number } {
  let pings = 0;
  return {
    pings: () => pings,
    ...limitsApiFixture({
      ping: () => {
        const answer = answers[Math.min(pings, answers.length - 1)];
        pings += 1;
        return answer === undefined
          ? Promise.reject(new Error('no answer left'))
          : Promise.resolve(answer);
      },
      ...over,
    }),
  };
}

async function renderWatch(api: LimitsApi, authorised: boolean, onEnded = jest.fn()) {
  const i18n = i18next.createInstance();
  await i18n.init({ lng: 'en', resources: { en: { translation: {} } } });
  const clock = manualClock();
  const session = observable({ authorised });
  // The page's one store, as the platform's registry gives it to both parcels.
  const platform = { shared: createSharedStoreRegistry(), clock };
  const limits = sharedLimitsStore(platform, () => api);
  const office = sharedLimitsStore(platform, () => api);
  await act(async () => {
    render(
      <I18nextProvider i18n={i18n}>
        <SessionLimitWatch session={session} limits={limits} onEnded={onEnded} />
      </I18nextProvider>,
    );
    await Promise.resolve();
  });
  const advance = async (ms: number) => {
    await act(async () => {
      clock.advance(ms);
      await Promise.resolve();
    });
  };
  const signIn = async (value: boolean) => {
    await act(async () => {
      runInAction(() => (session.authorised = value));
      await Promise.resolve();
    });
  };
  return { session, advance, onEnded, office, signIn };
}

const left = (seconds: number): PingResult => ({ limitBalance: seconds, sessionLimitEnded: false });
const spent: PingResult = { limitBalance: 0, sessionLimitEnded: true };

describe('the session-limit watch', () => {
  it('pings at once and every 30 s while the player is authorised, and shows nothing', async () => {
    const api = pingApi([left(600)]);
    const { advance } = await renderWatch(api, true);
    expect(api.pings()).toBe(1);
    await advance(29_999);
    expect(api.pings()).toBe(1);
    await advance(1);
    await advance(30_000);
    expect(api.pings()).toBe(3);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('never pings for a visitor', async () => {
    const api = pingApi([left(600)]);
    const { advance } = await renderWatch(api, false);
    await advance(90_000);
    expect(api.pings()).toBe(0);
  });

  it('stops pinging when the player signs out', async () => {
    const api = pingApi([left(600)]);
    const { session, advance } = await renderWatch(api, true);
    await act(async () => {
      runInAction(() => (session.authorised = false));
      await Promise.resolve();
    });
    await advance(90_000);
    expect(api.pings()).toBe(1);
  });

  it('shows the permanent session-limit notice and disconnects once the limit runs out', async () => {
    const api = pingApi([left(30), spent]);
    const { session, advance, onEnded } = await renderWatch(api, true);
    expect(screen.queryByRole('alert')).toBeNull();
    await advance(30_000);
    const notice = screen.getByRole('alert');
    expect(notice.textContent).toBe(
      'responsible_gaming_session_limit_endedresponsible_gaming_visit_tomorrow',
    );
    expect(onEnded).toHaveBeenCalledTimes(1);
    await act(async () => {
      runInAction(() => (session.authorised = false));
      await Promise.resolve();
    });
    await advance(600_000);
    expect(screen.getByRole('alert')).toBeTruthy();
    expect(api.pings()).toBe(2);
  });

  it('shows at once a session limit the player lowers in the office below the time played', async () => {
    const sessionLimit: Limit = {
      limitType: 31,
      limitValue: 1,
      limitState: 'ACTIVE',
      startedAt: 1,
      endsAt: null,
      measure: 'hours',
      availableValues: [],
      currency: null,
      selfExcludeReason: null,
      limitBalance: 0,
      needApprove: false,
      direction: null,
    };
    const api = pingApi([left(7200), spent], {
      save: () =>
        Promise.resolve({
          status: 'saved',
          questions: [],
          tokenGuid: null,
          limitsData: [sessionLimit],
        }),
    });
    const { office, onEnded } = await renderWatch(api, true);
    expect(api.pings()).toBe(1);
    await act(async () => {
      await office.save([{ limitType: 31, limitValue: 1 }]);
      await Promise.resolve();
    });
    // No clock advance: the watch did not wait for the next 30 s ping.
    expect(api.pings()).toBe(2);
    expect(screen.getByRole('alert')).toBeTruthy();
    expect(onEnded).toHaveBeenCalledTimes(1);
  });

  it('forgets the signed-out player: a new sign-in starts with a clean count', async () => {
    const api = pingApi([spent, left(600)]);
    const { office, signIn } = await renderWatch(api, true);
    expect(office.sessionLimitEnded).toBe(true);
    await signIn(false);
    expect(office.sessionLimitEnded).toBe(false);
    expect(office.limits).toEqual([]);
    await signIn(true);
    expect(api.pings()).toBe(2);
    expect(office.sessionBalance).toBe(600);
    expect(office.sessionLimitEnded).toBe(false);
  });
});
