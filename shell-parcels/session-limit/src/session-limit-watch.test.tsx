import type { LimitsApi, PingResult } from '@betshell/domain/limits';
import { manualClock } from '@betshell/domain/testing';
import { act, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { observable, runInAction } from 'mobx';
import { I18nextProvider } from 'react-i18next';
import { SessionLimitWatch } from './session-limit-watch';

function pingApi(answers: PingResult[]): LimitsApi & { pings: () => number } {
  let pings = 0;
  const unexpected = () => Promise.reject(new Error('not expected in this test'));
  return {
    pings: () => pings,
    ping: () => {
      const answer = answers[Math.min(pings, answers.length - 1)];
      pings += 1;
      return answer === undefined ? unexpected() : Promise.resolve(answer);
    },
    limits: unexpected,
    availableLimits: unexpected,
    save: unexpected,
    testAnswers: unexpected,
    limitAction: unexpected,
    cancel: unexpected,
    selfExcludeReasons: unexpected,
  };
}

async function renderWatch(api: LimitsApi, authorised: boolean, onEnded = jest.fn()) {
  const i18n = i18next.createInstance();
  await i18n.init({ lng: 'en', resources: { en: { translation: {} } } });
  const clock = manualClock();
  const session = observable({ authorised });
  await act(async () => {
    render(
      <I18nextProvider i18n={i18n}>
        <SessionLimitWatch session={session} api={api} clock={clock} onEnded={onEnded} />
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
  return { session, advance, onEnded };
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
});
