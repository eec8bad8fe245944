import { manualClock } from '@betshell/domain/testing';
import { LimitsStore, type Limit, type LimitsApi } from '@betshell/domain/limits';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ResponsibleGaming } from './responsible-gaming';
import {
  NOW_MS,
  NOW_SECONDS,
  httpFailure,
  limitFixture,
  limitsApiFake,
  renderWithTexts,
} from './responsible-gaming-fixture';

const SETTINGS = { timeDisplay: { timeZone: 3, is12h: false, language: 'en' } };

async function renderPage(api: LimitsApi, onSelfExcluded: () => void = () => undefined) {
  const clock = manualClock(NOW_MS);
  const limits = new LimitsStore(api, clock);
  await renderWithTexts(
    <ResponsibleGaming
      limits={limits}
      clock={clock}
      settings={SETTINGS}
      onSelfExcluded={onSelfExcluded}
    />,
  );
  await screen.findByText('responsible_gaming_deposit_title');
  return { clock, limits };
}

/** What a screen reader reads with a control: the texts its aria-describedby names, spaces as one. */
const description = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .join(' ')
    .replace(/\s+/g, ' ');

const row = (type: number) => {
  const element = document.querySelector<HTMLElement>(`[data-limit-type="${type}"]`);
  if (element === null) throw new Error(`no row of limit ${type}`);
  return within(element);
};

const pendingRaise = (over: Partial<Limit> = {}) =>
  limitFixture({
    limitValue: 1_000_000,
    limitState: 'PENDING',
    startedAt: NOW_SECONDS + 3600,
    endsAt: NOW_SECONDS + 3600 + 86_400,
    needApprove: true,
    direction: 'raise',
    ...over,
  });

describe('the responsible-gaming page', () => {
  it('shows one section per limit family, time-out and self-exclusion', async () => {
    await renderPage(limitsApiFake([]));
    for (const family of ['deposit', 'wagering', 'loss', 'session', 'reality_check']) {
      expect(screen.getByText(`responsible_gaming_${family}_title`)).toBeTruthy();
    }
    expect(screen.getByText('responsible_gaming_timeout_title')).toBeTruthy();
    expect(screen.getByText('responsible_gaming_self_exclusion_title')).toBeTruthy();
  });

  it('shows a limit’s current value in its currency, read with its field, and offers the values on offer', async () => {
    await renderPage(limitsApiFake([limitFixture({ limitType: 21, limitValue: 500_000 })]));
    expect(row(21).getByText('current RUB 5,000.00')).toBeTruthy();
    expect(row(20).getByText('current responsible_gaming_no_limit')).toBeTruthy();
    const select = row(21).getByRole('combobox', { name: 'responsible_gaming_type_21' });
    expect(description(select)).toBe('current RUB 5,000.00');
    expect(within(select).getByRole('option', { name: 'RUB\u00a0100.00' })).toBeTruthy();
    expect(
      within(select).getByRole('option', { name: 'responsible_gaming_no_limit' }),
    ).toBeTruthy();
  });

  it('saves a chosen deposit limit and shows the spec’s saved text', async () => {
    const api = limitsApiFake([limitFixture({ limitValue: 500_000 })], {
      save: (toSave) => {
        api.calls.push(`save ${JSON.stringify(toSave)}`);
        return Promise.resolve({
          status: 'saved',
          questions: [],
          tokenGuid: null,
          limitsData: [limitFixture({ limitValue: 100_000 })],
        });
      },
    });
    await renderPage(api);
    await userEvent.selectOptions(row(20).getByRole('combobox'), '100000');
    await userEvent.click(row(20).getByRole('button', { name: 'responsible_gaming_save' }));
    expect(await screen.findByText('responsible_gaming_saved')).toBeTruthy();
    expect(api.calls).toEqual(['save [{"limitType":20,"limitValue":100000}]']);
    expect(row(20).getByText('current RUB 1,000.00')).toBeTruthy();
  });

  it('shows the server’s title when a save is refused', async () => {
    await renderPage(
      limitsApiFake([], {
        save: () => Promise.reject(httpFailure(400, { title: 'The value is not allowed' })),
      }),
    );
    await userEvent.selectOptions(row(22).getByRole('combobox'), '1000');
    await userEvent.click(row(22).getByRole('button', { name: 'responsible_gaming_save' }));
    expect(await screen.findByText('The value is not allowed')).toBeTruthy();
  });

  it('counts down to when a pending raise can be confirmed, disables the field, and cancels it', async () => {
    const api = limitsApiFake([limitFixture(), pendingRaise()]);
    const { clock } = await renderPage(api);
    expect(row(20).getByText('RUB 10,000.00 can be confirmed in 01:00:00')).toBeTruthy();
    expect(
      row(20).getByRole<HTMLSelectElement>('combobox', { name: 'responsible_gaming_type_20' })
        .disabled,
    ).toBe(true);
    expect(row(20).queryByRole('button', { name: 'responsible_gaming_approve_change' })).toBeNull();
    act(() => clock.advance(61_000));
    expect(row(20).getByText('RUB 10,000.00 can be confirmed in 00:58:59')).toBeTruthy();
    await userEvent.click(
      row(20).getByRole('button', { name: 'responsible_gaming_cancel_change' }),
    );
    expect(await screen.findByText('responsible_gaming_cancel_limit_success')).toBeTruthy();
    expect(api.calls).toEqual(['cancel 20']);
  });

  it('still lowers a limit at once while a raise is pending, with a control of its own', async () => {
    const lowered = limitFixture({ limitValue: 100_000, direction: 'lower' });
    const api = limitsApiFake([limitFixture(), pendingRaise()], {
      save: (toSave) => {
        api.calls.push(`save ${JSON.stringify(toSave)}`);
        return Promise.resolve({
          status: 'saved',
          questions: [],
          tokenGuid: null,
          limitsData: [lowered],
        });
      },
    });
    await renderPage(api);
    const lower = row(20).getByRole<HTMLSelectElement>('combobox', {
      name: 'responsible_gaming_lower_now_label',
    });
    expect(lower.disabled).toBe(false);
    // Only values below the RUB 5,000.00 in force: none that would loosen it, no "no limit".
    const offered = within(lower)
      .getAllByRole<HTMLOptionElement>('option')
      .map((option) => option.value)
      .filter((value) => value !== '')
      .map(Number);
    expect(offered.length).toBeGreaterThan(0);
    expect(offered.every((value) => value < 500_000)).toBe(true);
    await userEvent.selectOptions(lower, '100000');
    await userEvent.click(row(20).getByRole('button', { name: 'responsible_gaming_lower_now' }));
    expect(await screen.findByText('responsible_gaming_saved')).toBeTruthy();
    expect(api.calls).toEqual(['save [{"limitType":20,"limitValue":100000}]']);
    expect(row(20).getByText('current RUB 1,000.00')).toBeTruthy();
    expect(row(20).queryByText(/can be confirmed in/)).toBeNull();
  });

  it('offers no lower value while a raise is pending on the lowest limit there is', async () => {
    await renderPage(limitsApiFake([limitFixture({ limitValue: 1_000 }), pendingRaise()]));
    expect(
      row(20).queryByRole('combobox', { name: 'responsible_gaming_lower_now_label' }),
    ).toBeNull();
  });

  it('offers approve and reject after the cooling-off, with the countdown to the deadline', async () => {
    const api = limitsApiFake([
      limitFixture(),
      pendingRaise({ startedAt: NOW_SECONDS - 60, endsAt: NOW_SECONDS - 60 + 86_400 }),
    ]);
    await renderPage(api);
    expect(row(20).getByText('RUB 10,000.00 must be confirmed within 23:59:00')).toBeTruthy();
    await userEvent.click(
      row(20).getByRole('button', { name: 'responsible_gaming_approve_change' }),
    );
    expect(await screen.findByText('responsible_gaming_confirm_limit_success')).toBeTruthy();
    await userEvent.click(
      row(20).getByRole('button', { name: 'responsible_gaming_reject_change' }),
    );
    expect(await screen.findByText('responsible_gaming_cancel_limit_success')).toBeTruthy();
    expect(api.calls).toEqual(['action 20 1', 'cancel 20']);
  });

  it('shows the server’s title, else the spec’s error text, when a confirmation fails', async () => {
    let title: string | undefined = 'Too late to confirm';
    const api = limitsApiFake(
      [limitFixture(), pendingRaise({ startedAt: NOW_SECONDS - 60, endsAt: NOW_SECONDS + 100 })],
      { limitAction: () => Promise.reject(httpFailure(400, title === undefined ? {} : { title })) },
    );
    await renderPage(api);
    const approve = row(20).getByRole('button', { name: 'responsible_gaming_approve_change' });
    await userEvent.click(approve);
    expect(await screen.findByText('Too late to confirm')).toBeTruthy();
    title = undefined;
    await userEvent.click(approve);
    expect(await screen.findByText('responsible_gaming_confirm_limit_error')).toBeTruthy();
  });

  it('shows the session limit’s time left today', async () => {
    await renderPage(
      limitsApiFake([
        limitFixture({ limitType: 31, limitValue: 2, measure: 'hours', limitBalance: 5400 }),
      ]),
    );
    expect(row(31).getByText('current 2 h')).toBeTruthy();
    expect(row(31).getByText('left today 01:30:00')).toBeTruthy();
    expect(description(row(31).getByRole('combobox'))).toBe('current 2 h left today 01:30:00');
  });

  it('warns once a self-exclusion length is chosen, sends the reason, and signs out once it is in force', async () => {
    const onSelfExcluded = jest.fn();
    const excluded = limitFixture({
      limitType: 30,
      limitValue: 1,
      measure: 'days',
      startedAt: NOW_SECONDS,
      endsAt: NOW_SECONDS + 86_400,
      currency: null,
    });
    const api = limitsApiFake([], {
      save: (toSave) => {
        api.calls.push(`save ${JSON.stringify(toSave)}`);
        return Promise.resolve({
          status: 'saved',
          questions: [],
          tokenGuid: null,
          limitsData: [excluded],
        });
      },
    });
    await renderPage(api, onSelfExcluded);
    expect(screen.queryByText('responsible_gaming_self_exclusion_warning')).toBeNull();
    const section = within(
      document.querySelector<HTMLElement>('[data-family="self_exclusion"]') as HTMLElement,
    );
    await userEvent.selectOptions(section.getByLabelText('responsible_gaming_length'), '1');
    await userEvent.selectOptions(
      section.getByLabelText('responsible_gaming_self_exclusion_reason'),
      'I spend too much money',
    );
    expect(section.getByRole('alert').textContent).toBe(
      'responsible_gaming_self_exclusion_warning',
    );
    await userEvent.click(
      section.getByRole('button', { name: 'responsible_gaming_self_exclusion_start' }),
    );
    expect(api.calls).toEqual(['save [{"limitType":30,"limitValue":1,"selfExcludeReasonId":2}]']);
    expect(onSelfExcluded).toHaveBeenCalledTimes(1);
  });

  it('does not sign out when a self-exclusion is refused', async () => {
    const onSelfExcluded = jest.fn();
    await renderPage(
      limitsApiFake([], { save: () => Promise.reject(httpFailure(403)) }),
      onSelfExcluded,
    );
    const section = within(
      document.querySelector<HTMLElement>('[data-family="self_exclusion"]') as HTMLElement,
    );
    await userEvent.selectOptions(section.getByLabelText('responsible_gaming_length'), '7');
    await userEvent.click(
      section.getByRole('button', { name: 'responsible_gaming_self_exclusion_start' }),
    );
    expect(await screen.findByText('responsible_gaming_forbidden')).toBeTruthy();
    expect(onSelfExcluded).not.toHaveBeenCalled();
  });

  it('disables the time-out once it is in force', async () => {
    await renderPage(
      limitsApiFake([
        limitFixture({
          limitType: 33,
          limitValue: 7,
          measure: 'days',
          endsAt: NOW_SECONDS + 86_400,
          currency: null,
        }),
      ]),
    );
    const section = within(
      document.querySelector<HTMLElement>('[data-family="timeout"]') as HTMLElement,
    );
    expect(section.getByLabelText<HTMLSelectElement>('responsible_gaming_length').disabled).toBe(
      true,
    );
  });

  it('asks the self-assessment questions when the server asks them and sends every answer', async () => {
    const api = limitsApiFake([limitFixture()], {
      save: () =>
        Promise.resolve({
          status: 'questions',
          questions: [
            { id: 1, key: 'responsible_gaming_question_chasing' },
            { id: 2, key: 'responsible_gaming_question_borrowed' },
          ],
          tokenGuid: 'guid-1',
          limitsData: [limitFixture()],
        }),
    });
    await renderPage(api);
    await userEvent.selectOptions(row(20).getByRole('combobox'), '999999999');
    await userEvent.click(row(20).getByRole('button', { name: 'responsible_gaming_save' }));
    const send = await screen.findByRole('button', { name: 'responsible_gaming_send_answers' });
    expect((send as HTMLButtonElement).disabled).toBe(true);
    for (const group of screen.getAllByRole('group')) {
      await userEvent.click(within(group).getByRole('radio', { name: 'responsible_gaming_no' }));
    }
    await userEvent.click(send);
    expect(await screen.findByText('responsible_gaming_saved')).toBeTruthy();
    expect(api.calls).toEqual([
      'answers guid-1 [{"questionId":1,"answer":false},{"questionId":2,"answer":false}]',
    ]);
  });

  it('offers to try again when the limits cannot be loaded', async () => {
    const clock = manualClock(NOW_MS);
    let fail = true;
    const api = limitsApiFake([], {
      limits: () => (fail ? Promise.reject(httpFailure(500)) : Promise.resolve([])),
    });
    const limits = new LimitsStore(api, clock);
    await renderWithTexts(
      <ResponsibleGaming
        limits={limits}
        clock={clock}
        settings={SETTINGS}
        onSelfExcluded={() => undefined}
      />,
    );
    const retry = await screen.findByRole('button', { name: 'responsible_gaming_retry' });
    expect(screen.getByText('responsible_gaming_error')).toBeTruthy();
    fail = false;
    await userEvent.click(retry);
    expect(await screen.findByText('responsible_gaming_deposit_title')).toBeTruthy();
  });
});
