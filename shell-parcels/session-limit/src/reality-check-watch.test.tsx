import { createShellEventBus } from '@betshell/domain';
import type { RealityCheck, RealityCheckApi } from '@betshell/domain/limits';
import { manualClock } from '@betshell/domain/testing';
import { act, fireEvent, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { observable, runInAction } from 'mobx';
import { I18nextProvider } from 'react-i18next';
import { RealityCheckWatch } from './reality-check-watch';

const MINUTE = 60_000;
const START = Date.UTC(2026, 10, 22, 10, 0, 0);

const en = {
  responsible_gaming_reality_check_title: 'Reality check',
  responsible_gaming_reality_check_played: 'You have been playing for {{hours}} h {{minutes}} min.',
  responsible_gaming_reality_check_net_result: 'Your result in this session: {{amount}}.',
  responsible_gaming_reality_check_no_play: 'You have placed no bets in this session.',
  responsible_gaming_reality_check_continue: 'Continue playing',
  responsible_gaming_reality_check_log_out: 'Log out',
};

function server(clock: { now(): number }) {
  const state = {
    intervalMinutes: 5 as number | null,
    netResult: [] as RealityCheck['netResult'],
    calls: 0,
  };
  const api: RealityCheckApi = {
    realityCheck: () => {
      state.calls += 1;
      return Promise.resolve({
        intervalMinutes: state.intervalMinutes,
        sessionStartedAt: START / 1000,
        serverTime: Math.floor(clock.now() / 1000),
        playedSeconds: Math.floor((clock.now() - START) / 1000),
        netResult: state.netResult,
      });
    },
  };
  return { state, api };
}

async function renderWatch(authorised = true) {
  const i18n = i18next.createInstance();
  await i18n.init({
    lng: 'en',
    interpolation: { escapeValue: false },
    resources: { en: { translation: en } },
  });
  const clock = manualClock(START + 10_000);
  const { state, api } = server(clock);
  const bus = createShellEventBus();
  const session = observable({ authorised });
  const onLogOut = jest.fn();
  await act(async () => {
    render(
      <I18nextProvider i18n={i18n}>
        <RealityCheckWatch
          session={session}
          api={api}
          clock={clock}
          bus={bus}
          onLogOut={onLogOut}
        />
      </I18nextProvider>,
    );
    await Promise.resolve();
  });
  const advance = async (ms: number) => {
    await act(async () => {
      clock.advance(ms);
      for (let i = 0; i < 5; i += 1) await Promise.resolve();
    });
  };
  return { state, bus, session, onLogOut, advance };
}

describe('the reality-check popup', () => {
  it('shows the time played and the net result every N minutes of the session', async () => {
    const { state, advance } = await renderWatch();
    state.netResult = [
      { currency: 'RUB', amountMinor: -125_050 },
      { currency: 'USD', amountMinor: 600 },
    ];
    await advance(4 * MINUTE + 49_000);
    expect(screen.queryByRole('dialog')).toBeNull();
    await advance(1_000);
    const popup = screen.getByRole('dialog', { name: 'Reality check' });
    expect(popup.textContent).toContain('You have been playing for 0 h 5 min.');
    expect(popup.textContent).toContain('Your result in this session: −RUB\u00a01,250.50.');
    expect(popup.textContent).toContain('Your result in this session: +USD\u00a06.00.');
  });

  it('says so when the player has not bet, and after "continue" comes back N minutes later', async () => {
    const { advance } = await renderWatch();
    await advance(4 * MINUTE + 50_000);
    expect(screen.getByRole('dialog').textContent).toContain(
      'You have placed no bets in this session.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Continue playing' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await advance(4 * MINUTE + 59_000);
    expect(screen.queryByRole('dialog')).toBeNull();
    await advance(1_000);
    expect(screen.getByRole('dialog').textContent).toContain('0 h 10 min');
  });

  it('logs the player out from the popup', async () => {
    const { state, onLogOut, advance } = await renderWatch();
    await advance(5 * MINUTE);
    fireEvent.click(screen.getByRole('button', { name: 'Log out' }));
    expect(onLogOut).toHaveBeenCalledTimes(1);
    const calls = state.calls;
    await advance(60 * MINUTE);
    expect(state.calls).toBe(calls);
  });

  it('shows nothing without a reality check, and starts when the office page saves one', async () => {
    const { state, bus, advance } = await renderWatch();
    state.intervalMinutes = null;
    await act(async () => {
      bus.next({ type: 'limits', change: 'updated' });
      await Promise.resolve();
    });
    await advance(30 * MINUTE);
    expect(screen.queryByRole('dialog')).toBeNull();
    state.intervalMinutes = 45;
    await act(async () => {
      bus.next({ type: 'limits', change: 'updated' });
      await Promise.resolve();
    });
    await advance(14 * MINUTE + 49_000);
    expect(screen.queryByRole('dialog')).toBeNull();
    await advance(1_000);
    expect(screen.getByRole('dialog').textContent).toContain('0 h 45 min');
  });

  it('asks nothing for a visitor', async () => {
    const visitor = await renderWatch(false);
    await visitor.advance(60 * MINUTE);
    expect(visitor.state.calls).toBe(0);
  });

  it('closes and stops when the player signs out elsewhere', async () => {
    const { state, session, advance } = await renderWatch();
    await advance(5 * MINUTE);
    expect(screen.getByRole('dialog')).toBeTruthy();
    await act(async () => {
      runInAction(() => (session.authorised = false));
      await Promise.resolve();
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    const calls = state.calls;
    await advance(60 * MINUTE);
    expect(state.calls).toBe(calls);
  });
});
