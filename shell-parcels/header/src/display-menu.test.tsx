import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { COOKIE, cookieAgreementValue, type PlayerDisplaySettings } from '@betshell/domain';
import { rootStoreFixture } from '@betshell/domain/testing';
import { DisplayMenu } from './display-menu';
import { russianHeaderTexts } from './header-texts-fixture';

async function renderMenu(cookies: Record<string, string> = {}) {
  const saved: PlayerDisplaySettings[] = [];
  const fixture = await rootStoreFixture({
    cookies,
    transports: {
      displaySettingsApi: {
        read: () => Promise.resolve({}),
        save: (change) => {
          saved.push(change);
          return Promise.resolve();
        },
      },
    },
  });
  const i18n = await russianHeaderTexts();
  render(
    <I18nextProvider i18n={i18n}>
      <DisplayMenu stores={fixture.stores} />
    </I18nextProvider>,
  );
  await userEvent.click(screen.getByRole('button', { name: 'Вид' }));
  return { ...fixture, saved };
}

describe('the time and game settings of the display menu', () => {
  it('shows the time zone of the spec’s default, UTC+3, on a 24-hour clock', async () => {
    await renderMenu();
    const time = screen.getByRole('group', { name: 'Время' });
    const zone = within(time).getByRole('combobox', { name: 'Часовой пояс' });
    expect((zone as HTMLSelectElement).value).toBe('3');
    expect(within(zone).getByRole('option', { selected: true }).textContent).toBe('UTC+3');
    expect(
      within(time).getByRole('checkbox', { name: '12-часовой формат (AM/PM)' }),
    ).toHaveProperty('checked', false);
  });

  it('keeps the chosen zone and clock in the settings and their cookies', async () => {
    const { stores, cookies } = await renderMenu({
      [COOKIE.cookiesAgreeType]: cookieAgreementValue({ functional: true, marketing: false }),
    });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Часовой пояс' }), '5.5');
    await userEvent.click(screen.getByRole('checkbox', { name: '12-часовой формат (AM/PM)' }));
    expect(stores.settings.timeDisplay).toEqual({ timeZone: 5.5, is12h: true, language: 'ru' });
    expect([cookies.get(COOKIE.timeZone), cookies.get(COOKIE.is12h)]).toEqual(['5.5', '1']);
    expect(
      within(screen.getByRole('combobox', { name: 'Часовой пояс' })).getByRole('option', {
        selected: true,
      }).textContent,
    ).toBe('UTC+5:30');
  });

  it('offers the zone a cookie holds even when the list lacks it', async () => {
    await renderMenu({ [COOKIE.timeZone]: '1.25' });
    const zone = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Часовой пояс' });
    expect(zone.value).toBe('1.25');
  });

  it('sends a signed-in player’s choice to the server', async () => {
    const { bus, saved } = await renderMenu();
    act(() => bus.next({ type: 'session', change: 'signed-in', userId: 77 }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Часовой пояс' }), '-5');
    await userEvent.click(screen.getByRole('checkbox', { name: '12-часовой формат (AM/PM)' }));
    const games = screen.getByRole('group', { name: 'Матчи' });
    await userEvent.click(
      within(games).getByRole('checkbox', { name: 'Показывать номера матчей' }),
    );
    expect(saved).toEqual([{ timeZone: -5 }, { is12h: true }, { showGameId: true }]);
  });

  it('offers the settings that change how the line shows, kept in their cookies and sent to the server', async () => {
    const { stores, cookies, bus, saved } = await renderMenu({
      [COOKIE.cookiesAgreeType]: cookieAgreementValue({ functional: true, marketing: false }),
    });
    act(() => bus.next({ type: 'session', change: 'signed-in', userId: 77 }));
    // Found by their labels: role queries over the whole menu are slow on a busy machine.
    expect(screen.getByLabelText('Европейский')).toHaveProperty('checked', true);
    await userEvent.click(screen.getByLabelText('Азиатский'));
    for (const name of [
      'Группировать чемпионаты по странам',
      'Логотипы команд',
      'Подробный счёт (по периодам)',
      'Лучшие матчи вверху',
    ])
      await userEvent.click(screen.getByLabelText(name));
    const { appViewType, isGroupByCountry, teamLogos, detailedScore, bestMatchesOnTop } =
      stores.settings;
    expect([appViewType, isGroupByCountry, teamLogos, detailedScore, bestMatchesOnTop]).toEqual([
      1,
      true,
      true,
      true,
      true,
    ]);
    expect(
      [
        COOKIE.appViewType,
        COOKIE.champsGroupedByCountry,
        COOKIE.teamLogos,
        COOKIE.detailedScore,
        COOKIE.bestMatchesOnTop,
      ].map((name) => cookies.get(name)),
    ).toEqual(['1', '1', '1', '1', '1']);
    expect(saved).toEqual([
      { appViewType: 1 },
      { isGroupByCountry: true },
      { teamLogos: true },
      { detailedScore: true },
      { bestMatchesOnTop: true },
    ]);
  });
});

describe('the side panels of the display menu', () => {
  it('shows both panels by default and keeps a hidden one in its cookie and on the server', async () => {
    const { stores, cookies, bus, saved } = await renderMenu({
      [COOKIE.cookiesAgreeType]: cookieAgreementValue({ functional: true, marketing: false }),
    });
    const panels = screen.getByRole('group', { name: 'Панели' });
    const left = within(panels).getByRole('checkbox', { name: 'Меню видов спорта рядом с линией' });
    const right = within(panels).getByRole('checkbox', { name: 'Купон рядом с линией' });
    expect([left, right].map((box) => (box as HTMLInputElement).checked)).toEqual([true, true]);

    act(() => bus.next({ type: 'session', change: 'signed-in', userId: 77 }));
    await userEvent.click(left);
    await userEvent.click(right);
    expect([stores.settings.leftPanelHidden, stores.settings.rightPanelHidden]).toEqual([
      true,
      true,
    ]);
    expect([cookies.get(COOKIE.hideLeft), cookies.get(COOKIE.hideRight)]).toEqual(['1', '1']);
    expect(saved).toEqual([{ leftPanelHidden: true }, { rightPanelHidden: true }]);

    await userEvent.click(left);
    expect([stores.settings.leftPanelHidden, cookies.get(COOKIE.hideLeft)]).toEqual([false, '0']);
  });

  it('shows a panel the cookie hid as hidden', async () => {
    await renderMenu({ [COOKIE.hideRight]: '1' });
    expect(
      screen.getByRole<HTMLInputElement>('checkbox', { name: 'Купон рядом с линией' }).checked,
    ).toBe(false);
  });
});
