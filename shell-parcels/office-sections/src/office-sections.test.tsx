import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { I18nextProvider } from 'react-i18next';
import {
  httpFailure,
  navigationEventFixture,
  rootStoreFixture,
  settledRouteFixture,
} from '@betshell/domain/testing';
import type { Idea } from '@betshell/domain/office';
import { OfficeSections } from './office-sections';
import {
  createOfficeSectionsHttpApi,
  type LoyaltyOverview,
  type OfficeSectionsApi,
} from './office-sections-http-api';

const en = {
  share_idea_title: 'Share an idea',
  share_idea_topic: 'Topic',
  share_idea_text: 'Your idea',
  share_idea_send: 'Send',
  share_idea_sent: 'Thank you! Your idea is sent.',
  share_idea_mine: 'Your ideas',
  share_idea_none: 'You have not shared an idea yet.',
  share_idea_answer: 'Answer',
  share_idea_waiting: 'Waiting for an answer',
  share_idea_error_IDEA_TOPIC_REQUIRED: 'Give the idea a topic.',
  share_idea_error_IDEAS_PER_DAY: 'That is enough ideas for today.',
  office_sections_error: 'That did not work.',
  loyalty_promotion_title: 'Promotions for you',
  loyalty_cashback_due: 'Cashback due',
  loyalty_excluded: 'Offers are not shown while your account is self-excluded or in a time-out.',
  loyalty_rewards_title: 'Rewards',
  loyalty_exchange_title: 'Points for a bonus',
  loyalty_points_available: 'Points to spend',
  loyalty_exchange_bonus: 'Bonus',
  loyalty_exchange_price: 'for {{points}} points',
  loyalty_exchange_button: 'Exchange points',
  loyalty_exchange_short: '{{points}} more points needed.',
  loyalty_exchange_done: 'Done: the bonus is yours.',
  loyalty_exchange_refused_busy: 'You have another bonus open: finish or give it up first.',
  paycheck_title: 'Statement',
  paycheck_from: 'From',
  paycheck_to: 'To',
  paycheck_show: 'Show',
  paycheck_download_csv: 'Download CSV',
  paycheck_download_pdf: 'Download PDF',
  paycheck_invalid_period: 'Choose the days.',
  paycheck_totals: 'Totals',
  paycheck_rows: 'Operations',
  paycheck_no_rows: 'No money moved in these days.',
  paycheck_deposits_sum: 'Deposits',
  paycheck_withdrawals_sum: 'Withdrawals',
  paycheck_stakes_sum: 'Stakes',
  paycheck_wins_sum: 'Wins',
  paycheck_other_sum: 'Other',
  paycheck_net_sum: 'Net',
  paycheck_cell_currency: 'Currency',
  paycheck_cell_time: 'Time',
  paycheck_cell_column: 'Kind',
  paycheck_cell_account: 'Account',
  paycheck_cell_amount: 'Amount',
  paycheck_cell_balance: 'Balance',
};

const answered: Idea = {
  id: 7,
  topic: 'Live video',
  text: 'Show the match.',
  createdAt: '2026-11-20T10:00:00.000Z',
  answer: 'Planned for spring.',
  answeredAt: '2026-11-21T10:00:00.000Z',
};

function fakeApi() {
  return {
    ideas: jest.fn<Promise<readonly Idea[]>, []>().mockResolvedValue([answered]),
    sendIdea: jest.fn<Promise<Idea>, [string, string]>(),
    statement: jest.fn<ReturnType<OfficeSectionsApi['statement']>, [string, string]>(),
    loyalty: jest.fn<ReturnType<OfficeSectionsApi['loyalty']>, []>(),
    claimFriendRewards: jest.fn<ReturnType<OfficeSectionsApi['claimFriendRewards']>, []>(),
    exchangePoints: jest.fn<ReturnType<OfficeSectionsApi['exchangePoints']>, [string]>(),
    statementFileUrl: jest.fn(
      (from: string, to: string, format: string, lng: string) =>
        `/file?${from}&${to}&${format}&${lng}`,
    ),
  } satisfies OfficeSectionsApi;
}

async function renderPage(
  name: 'office-share-idea' | 'office-paycheck' | 'office-promotion' | 'office-rewards',
  prepare: (api: ReturnType<typeof fakeApi>) => void = () => undefined,
) {
  const { bus, stores } = await rootStoreFixture({ language: 'en' });
  act(() =>
    bus.next(
      navigationEventFixture(`/en/office/x`, 'en', {
        page: settledRouteFixture({ name, area: 'office' }),
      }),
    ),
  );
  const api = fakeApi();
  prepare(api);
  const i18n = i18next.createInstance();
  await i18n.init({
    lng: 'en',
    resources: { en: { translation: en } },
    interpolation: { escapeValue: false },
  });
  render(
    <I18nextProvider i18n={i18n}>
      <OfficeSections
        stores={stores}
        api={api}
        today={() => new Date('2026-11-27T12:00:00Z')}
        origin="https://bets.test"
      />
    </I18nextProvider>,
  );
  return { api };
}

describe('the share-idea page', () => {
  it("lists the player's ideas with the operators' answers", async () => {
    await renderPage('office-share-idea');
    await act(() => Promise.resolve());
    const idea = (await screen.findByRole('heading', { name: 'Live video' })).closest('li')!;
    expect(within(idea as HTMLElement).getByText('Planned for spring.')).toBeTruthy();
  });

  it('sends a topic and a text, and shows the new idea waiting for its answer', async () => {
    const { api } = await renderPage('office-share-idea');
    api.sendIdea.mockResolvedValue({ ...answered, id: 8, topic: 'Cash out', answer: null });
    await userEvent.type(screen.getByLabelText('Topic'), 'Cash out');
    await userEvent.type(screen.getByLabelText('Your idea'), 'Let me cash out half.');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(api.sendIdea).toHaveBeenCalledWith('Cash out', 'Let me cash out half.');
    expect(await screen.findByText('Thank you! Your idea is sent.')).toBeTruthy();
    expect(screen.getByText('Waiting for an answer')).toBeTruthy();
  });

  it('says what is missing before sending, and why the server refused', async () => {
    const { api } = await renderPage('office-share-idea');
    await userEvent.type(screen.getByLabelText('Your idea'), 'No topic');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByRole('alert').textContent).toBe('Give the idea a topic.');
    expect(api.sendIdea).not.toHaveBeenCalled();
    api.sendIdea.mockRejectedValue(httpFailure(429, 'IDEAS_PER_DAY'));
    await userEvent.type(screen.getByLabelText('Topic'), 'More');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect((await screen.findByRole('alert')).textContent).toBe('That is enough ideas for today.');
  });
});

describe('the paycheck page', () => {
  const statement = {
    from: '2026-11-01',
    to: '2026-11-27',
    entries: [
      {
        id: 1,
        at: '2026-11-02T09:00:00.000Z',
        accountId: 5000001,
        currency: 'RUB',
        reason: 'deposit',
        amountMinor: 50_000,
        balanceAfterMinor: 50_000,
      },
    ],
    totals: [
      {
        currency: 'RUB',
        deposits: 50_000,
        withdrawals: 0,
        stakes: 0,
        wins: 0,
        other: 0,
        net: 50_000,
      },
    ],
  };

  it("opens on this month's statement, with its totals, rows and both files", async () => {
    const { api } = await renderPage('office-paycheck', (fake) =>
      fake.statement.mockResolvedValue(statement),
    );
    await act(() => Promise.resolve());
    expect(api.statement).toHaveBeenCalledWith('2026-11-01', '2026-11-27');
    expect(await screen.findByRole('heading', { name: 'Totals' })).toBeTruthy();
    expect(screen.getAllByText('Deposits').length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'Download CSV' }).getAttribute('href')).toBe(
      '/file?2026-11-01&2026-11-27&csv&en',
    );
    expect(screen.getByRole('link', { name: 'Download PDF' }).getAttribute('href')).toBe(
      '/file?2026-11-01&2026-11-27&pdf&en',
    );
  });

  it('refuses a reversed period before asking', async () => {
    const { api } = await renderPage('office-paycheck', (fake) =>
      fake.statement.mockResolvedValue(statement),
    );
    await act(() => Promise.resolve());
    const from = screen.getByLabelText('From');
    await userEvent.clear(from);
    await userEvent.type(from, '2026-11-30');
    await userEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(screen.getByRole('alert').textContent).toBe('Choose the days.');
    expect(api.statement).toHaveBeenCalledTimes(1);
  });
});

describe('the calls of the office sections', () => {
  it('ask the statement of a period, and name its files by format and language', async () => {
    const get = jest
      .fn()
      .mockResolvedValue({ data: { from: 'a', to: 'b', entries: [], totals: [] } });
    const api = createOfficeSectionsHttpApi({ get, post: jest.fn() });
    await api.statement('2026-11-01', '2026-11-27');
    expect(get).toHaveBeenCalledWith('/web-api/office/paycheck?from=2026-11-01&to=2026-11-27');
    expect(api.statementFileUrl('2026-11-01', '2026-11-27', 'pdf', 'kz')).toBe(
      '/web-api/office/paycheck/file?from=2026-11-01&to=2026-11-27&format=pdf&lng=kz',
    );
  });
});

const loyalty: LoyaltyOverview = {
  points: 12_000,
  spentPoints: 0,
  availablePoints: 12_000,
  stakesMinor: { sports: 1_200_000, casino: 0 },
  levelId: 4,
  pointsToNext: 38_000,
  levels: [
    {
      id: 4,
      fromPoints: 10_000,
      cashback: 'vipcashback',
      cashbackPercent: 8,
      exchangePointsPerUnit: 7,
    },
  ],
  exchange: {
    offerId: 3,
    amountMinor: 10_000,
    currency: 'RUB',
    costPoints: 700,
    wageringMultiplier: 3,
    expiryDays: 30,
  },
  cashback: {
    programme: 'vipcashback',
    percent: 8,
    weekStart: '2026-11-23',
    weekEnd: '2026-11-30T00:00:00.000Z',
    thisWeek: [{ currency: 'RUB', netLossMinor: 1_000_000, dueMinor: 80_000 }],
    paid: [],
  },
  bringFriend: { bfId: 5001, rewardMinor: 50_000, currency: 'RUB', friends: [] },
};

describe('the rewards page', () => {
  const bought = {
    exchangeId: 1,
    points: 700,
    bonusId: 9,
    amountMinor: 10_000,
    currency: 'RUB',
    availablePoints: 11_300,
    replayed: false,
  };

  it('shows the points to spend and what they buy, and exchanges them with a key per attempt', async () => {
    const { api } = await renderPage('office-rewards', (fake) =>
      fake.loyalty.mockResolvedValue({ excluded: false, loyalty }),
    );
    const card = (await screen.findByRole('heading', { name: 'Points for a bonus' })).closest(
      '[data-loyalty="exchange"]',
    ) as HTMLElement;
    expect(card.querySelector('[data-available]')!.textContent).toBe('12000');
    expect(card.textContent).toContain('for 700 points');
    expect(card.textContent).toContain('100');

    api.exchangePoints.mockResolvedValueOnce(bought);
    await userEvent.click(within(card).getByRole('button', { name: 'Exchange points' }));
    expect(await within(card).findByRole('status')).toBeTruthy();
    expect(api.loyalty).toHaveBeenCalledTimes(2);

    // A refusal is said in words, and ends the attempt: the next press has a new key.
    api.exchangePoints.mockRejectedValueOnce(
      httpFailure(409, 'BONUS_ALREADY_OPEN', { refusal: 'busy' }),
    );
    await userEvent.click(within(card).getByRole('button', { name: 'Exchange points' }));
    expect((await within(card).findByRole('alert')).textContent).toBe(
      en.loyalty_exchange_refused_busy,
    );
    // No answer at all: the retry sends the same key, so the server spends once.
    api.exchangePoints.mockRejectedValueOnce({
      status: 'network-error',
      code: 0,
      message: 'Network error',
      messageKey: 'http_error_network_error',
    });
    await userEvent.click(within(card).getByRole('button', { name: 'Exchange points' }));
    api.exchangePoints.mockResolvedValueOnce(bought);
    await userEvent.click(within(card).getByRole('button', { name: 'Exchange points' }));
    const keys = api.exchangePoints.mock.calls.map(([key]) => key);
    expect(keys).toHaveLength(4);
    expect(keys[0]).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(new Set(keys.slice(0, 3)).size).toBe(3);
    expect(keys[3]).toBe(keys[2]);
  });

  it('waits while the points are too few, saying how many are missing', async () => {
    await renderPage('office-rewards', (fake) =>
      fake.loyalty.mockResolvedValue({
        excluded: false,
        loyalty: { ...loyalty, spentPoints: 11_700, availablePoints: 300 },
      }),
    );
    expect(await screen.findByText('400 more points needed.')).toBeTruthy();
    expect(
      screen.getByRole<HTMLButtonElement>('button', { name: 'Exchange points' }).disabled,
    ).toBe(true);
  });
});

describe('the promotion page', () => {
  it('lists the cashback due, the level and the friend link', async () => {
    await renderPage('office-promotion', (api) =>
      api.loyalty.mockResolvedValue({ excluded: false, loyalty }),
    );
    await act(() => Promise.resolve());
    const link = await screen.findByDisplayValue('https://bets.test/en/?bf=5001');
    expect(link).toBeTruthy();
    const cashback = document.querySelector('[data-offer="cashback"]') as HTMLElement;
    expect(within(cashback).getByText(/Cashback due/)).toBeTruthy();
    expect(cashback.textContent).toContain('800');
  });

  it('offers a self-excluded player nothing', async () => {
    await renderPage('office-promotion', (api) =>
      api.loyalty.mockResolvedValue({ excluded: true, loyalty: null }),
    );
    await act(() => Promise.resolve());
    expect(await screen.findByText(en.loyalty_excluded)).toBeTruthy();
    expect(document.querySelector('[data-offer]')).toBeNull();
  });
});
