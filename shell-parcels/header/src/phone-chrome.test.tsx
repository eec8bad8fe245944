import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { observable, runInAction } from 'mobx';
import { I18nextProvider } from 'react-i18next';
import { ofType, type ShellEvent } from '@betshell/domain';
import {
  navigationEventFixture,
  rootStoreFixture,
  settledRouteFixture,
} from '@betshell/domain/testing';
import { Header } from './header';
import { russianHeaderTexts } from './header-texts-fixture';

async function renderPhoneChrome(pathname = '/ru/casino') {
  const { bus, stores } = await rootStoreFixture({
    config: { languages: ['ru', 'en'], hiddenLanguages: [], hiddenPaths: [] },
    pathname,
  });
  const i18n = await russianHeaderTexts();
  const published: ShellEvent[] = [];
  bus.subscribe((event) => published.push(event));
  const navigate = jest.fn<void, [string]>();
  render(
    <I18nextProvider i18n={i18n}>
      <Header
        stores={stores}
        navigate={navigate}
        bus={bus}
        openLogin={jest.fn()}
        logout={jest.fn()}
      />
    </I18nextProvider>,
  );
  const analytics = () =>
    published.flatMap((event) =>
      event.type === 'analytics' ? [[event.name, event.label ?? null]] : [],
    );
  const bar = () => screen.getByRole('navigation', { name: 'Быстрый переход' });
  return { bus, stores, navigate, published, analytics, bar };
}

describe("the phone's mobile menu", () => {
  it('opens from the bottom navigation with the main navigation, the languages and the display settings', async () => {
    const { bar, analytics } = await renderPhoneChrome();
    const menuButton = within(bar()).getByRole('button', { name: 'Меню' });
    expect(menuButton.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('dialog')).toBeNull();

    await userEvent.click(menuButton);

    const menu = screen.getByRole('dialog', { name: 'Меню' });
    expect(menuButton.getAttribute('aria-expanded')).toBe('true');
    const sections = within(menu).getByRole('navigation', { name: 'Главное меню' });
    expect(
      within(sections)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Линия', 'Лайв', 'Киберспорт', 'Казино', 'Слоты', 'Результаты']);
    expect(
      within(sections).getByRole('link', { name: 'Казино' }).getAttribute('aria-current'),
    ).toBe('page');
    const languages = within(menu).getByRole('navigation', { name: 'Язык сайта' });
    expect(
      within(languages)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Русский', 'English']);
    await userEvent.click(within(menu).getByRole('button', { name: 'Вид' }));
    expect(within(menu).getByRole('radio', { name: 'Светлая' })).toHaveProperty('checked', true);
    expect(analytics()).toEqual([
      ['bottom_navigation_item', 'menu'],
      ['mobile_menu_open', null],
    ]);
  });

  it('closes on Escape, after the display settings it holds, and on its close button', async () => {
    const { bar } = await renderPhoneChrome();
    const menuButton = within(bar()).getByRole('button', { name: 'Меню' });
    await userEvent.click(menuButton);
    const display = within(screen.getByRole('dialog')).getByRole('button', { name: 'Вид' });
    await userEvent.click(display);
    await userEvent.click(screen.getByRole('radio', { name: 'Тёмная' }));
    await userEvent.keyboard('{Escape}');
    expect(display.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(display);
    expect(screen.getByRole('dialog')).toBeDefined();

    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(menuButton.getAttribute('aria-expanded')).toBe('false');

    await userEvent.click(menuButton);
    await userEvent.click(screen.getByRole('button', { name: 'Закрыть меню' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('leads to a section or a language inside the shell, closes, and tells the analytics module', async () => {
    const { bar, navigate, analytics } = await renderPhoneChrome();
    await userEvent.click(within(bar()).getByRole('button', { name: 'Меню' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('link', { name: 'Лайв' }));
    expect(navigate).toHaveBeenLastCalledWith('/ru/live');
    expect(screen.queryByRole('dialog')).toBeNull();

    await userEvent.click(within(bar()).getByRole('button', { name: 'Меню' }));
    await userEvent.click(
      within(screen.getByRole('dialog')).getByRole('link', { name: 'English' }),
    );
    expect(navigate).toHaveBeenLastCalledWith('/en/casino');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(analytics()).toEqual([
      ['bottom_navigation_item', 'menu'],
      ['mobile_menu_open', null],
      ['mobile_menu_navigation', '/live'],
      ['bottom_navigation_item', 'menu'],
      ['mobile_menu_open', null],
      ['mobile_menu_language', 'en'],
    ]);
  });
});

describe("the phone's bottom navigation", () => {
  it('leads to the line, live and the casino, marking the one shown, and tells the analytics module', async () => {
    const { bar, navigate, analytics } = await renderPhoneChrome();
    const links = within(bar()).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Линия', '/ru/line'],
      ['Лайв', '/ru/live'],
      ['Казино', '/ru/casino'],
    ]);
    expect(within(bar()).getByRole('link', { name: 'Казино' }).getAttribute('aria-current')).toBe(
      'page',
    );
    await userEvent.click(within(bar()).getByRole('link', { name: 'Лайв' }));
    expect(navigate).toHaveBeenCalledWith('/ru/live');
    expect(analytics()).toEqual([['bottom_navigation_item', 'live']]);
  });

  it("shows the coupon's selections once the coupon store is made, and none before", async () => {
    const { stores, bar } = await renderPhoneChrome('/ru/');
    expect(within(bar()).queryByTestId('bottom-nav-count')).toBeNull();

    const bets = observable.array([901, 902, 903]);
    act(() => stores.couponSummary.follow(() => bets.length));
    const slip = within(bar()).getByRole('button', { name: /Купон/ });
    expect(within(slip).getByTestId('bottom-nav-count').textContent).toContain('3');
    expect(slip).toHaveProperty('textContent', 'Купон3Ставок в купоне: 3');

    act(() => {
      runInAction(() => bets.clear());
    });
    expect(within(bar()).queryByTestId('bottom-nav-count')).toBeNull();
  });

  it('asks the coupon for its sheet on a coupon page and shows it pressed while the coupon summary says it is open', async () => {
    const { bus, stores, bar, analytics } = await renderPhoneChrome('/ru/');
    act(() => bus.next(navigationEventFixture('/ru/line', 'ru')));
    const asked: ShellEvent[] = [];
    bus.pipe(ofType('coupon-sheet')).subscribe((event) => asked.push(event));
    const slip = within(bar()).getByRole('button', { name: /Купон/ });
    expect(slip.getAttribute('aria-expanded')).toBe('false');

    await userEvent.click(slip);
    expect(asked).toEqual([{ type: 'coupon-sheet', change: 'toggle' }]);
    act(() => stores.couponSummary.showSheet(true));
    expect(slip.getAttribute('aria-expanded')).toBe('true');
    act(() => stores.couponSummary.showSheet(false));
    expect(slip.getAttribute('aria-expanded')).toBe('false');
    expect(analytics()).toEqual([['bottom_navigation_item', 'bet_slip']]);
  });

  it('leads to the line from a page without the coupon', async () => {
    const { bus, bar, navigate } = await renderPhoneChrome('/ru/casino');
    act(() =>
      bus.next(
        navigationEventFixture('/ru/casino', 'ru', {
          page: settledRouteFixture({ name: 'casino', area: 'casino' }),
        }),
      ),
    );
    const asked: ShellEvent[] = [];
    bus.pipe(ofType('coupon-sheet')).subscribe((event) => asked.push(event));
    await userEvent.click(within(bar()).getByRole('button', { name: /Купон/ }));
    expect(navigate).toHaveBeenCalledWith('/ru/line');
    expect(asked).toEqual([]);
  });
});
