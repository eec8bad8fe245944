import type { CasinoRound, CasinoRoundsApi } from '@betshell/domain/casino';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithKeys } from './bet-history-fixture';
import { CasinoRoundsSection } from './casino-rounds-section';

const TIME_DISPLAY = { timeZone: 3, is12h: false, language: 'en' };

const round = (roundId: string, fields: Partial<CasinoRound> = {}): CasinoRound => ({
  roundId,
  gameId: 1001,
  gameName: 'Fruit Slot',
  currency: 'RUB',
  stakeMinor: 1_000,
  winMinor: 0,
  refundedMinor: 0,
  startedAt: '2026-11-28T09:30:00.000Z',
  lastAt: '2026-11-28T09:30:01.000Z',
  ...fields,
});

describe('the casino rounds of the office history', () => {
  it('shows each round with its game, stake, win and what it left the player with, older ones on asking', async () => {
    const pages = [
      { rounds: [round('r-2', { winMinor: 2_500 }), round('r-1')], more: true },
      { rounds: [round('r-0', { refundedMinor: 1_000 })], more: false },
    ];
    const asked: number[] = [];
    const api: CasinoRoundsApi = {
      rounds: (page) => {
        asked.push(page);
        return Promise.resolve(pages[page - 1]!);
      },
    };
    await renderWithKeys(<CasinoRoundsSection api={api} timeDisplay={TIME_DISPLAY} />);
    const won = (await screen.findByText('r-2')).closest('tr') as HTMLElement;
    expect(within(won).getByRole('rowheader').textContent).toBe('Fruit Slot');
    expect(within(won).getByText('RUB 25.00')).toBeTruthy();
    expect(within(won).getByText('+RUB 15.00')).toBeTruthy();
    const lost = screen.getByText('r-1').closest('tr') as HTMLElement;
    expect(within(lost).getByText('−RUB 10.00')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'casino_rounds_older' }));
    const returned = (await screen.findByText('r-0')).closest('tr') as HTMLElement;
    expect(within(returned).getByText('casino_rounds_rolled_back')).toBeTruthy();
    expect(asked).toEqual([1, 2]);
    expect(screen.queryByRole('button', { name: 'casino_rounds_older' })).toBeNull();
    expect(screen.getAllByRole('row')).toHaveLength(4);
  });

  it('says there are none, and says so in words when they cannot be loaded, with a retry', async () => {
    let fail = true;
    const api: CasinoRoundsApi = {
      rounds: () =>
        fail ? Promise.reject(new Error('offline')) : Promise.resolve({ rounds: [], more: false }),
    };
    await renderWithKeys(<CasinoRoundsSection api={api} timeDisplay={TIME_DISPLAY} />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('casino_rounds_load_failed');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'bet_history_retry' }));
    expect(await screen.findByText('casino_rounds_empty')).toBeTruthy();
  });
});
