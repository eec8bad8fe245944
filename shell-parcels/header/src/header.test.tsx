import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import type { SiteConfig } from '@betshell/domain';
import { navigationEventFixture, rootStoreFixture } from '@betshell/domain/testing';
import { Header } from './header';
import { russianHeaderTexts } from './header-texts-fixture';

async function renderHeader(config: Partial<SiteConfig> = {}, pathname = '/ru/office/account') {
  const { bus, stores } = await rootStoreFixture({ config, pathname, search: '?tab=2' });
  const i18n = await russianHeaderTexts();
  const navigate = jest.fn<void, [string]>();
  const openLogin = jest.fn<void, []>();
  const logout = jest.fn<void, []>();
  const released = jest.fn<void, []>();
  const mountBalance = jest.fn<() => void, [HTMLElement]>(() => released);
  const view = render(
    <I18nextProvider i18n={i18n}>
      <Header
        stores={stores}
        navigate={navigate}
        bus={bus}
        openLogin={openLogin}
        logout={logout}
        mountBalance={mountBalance}
      />
    </I18nextProvider>,
  );
  return { bus, stores, navigate, openLogin, logout, view, mountBalance, released };
}

describe('the header', () => {
  it('leads to the main areas of the site in the page language, inside the shell', async () => {
    const { navigate } = await renderHeader({
      routeFeatureFlags: { esports: true },
      hiddenPaths: [],
    });
    const menu = screen.getByRole('navigation', { name: 'Главное меню' });
    const links = within(menu).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Линия', '/ru/line'],
      ['Лайв', '/ru/live'],
      ['Киберспорт', '/ru/esports'],
      ['Казино', '/ru/casino'],
      ['Слоты', '/ru/slots'],
      ['Результаты', '/ru/results'],
    ]);
    await userEvent.click(within(menu).getByRole('link', { name: 'Казино' }));
    expect(navigate).toHaveBeenCalledWith('/ru/casino');
  });

  it('leaves out of the main navigation what the site config hides', async () => {
    await renderHeader({ routeFeatureFlags: {}, hiddenPaths: ['/slots'] });
    const menu = screen.getByRole('navigation', { name: 'Главное меню' });
    expect(within(menu).queryByRole('link', { name: 'Слоты' })).toBeNull();
    expect(within(menu).getByRole('link', { name: 'Казино' })).toBeTruthy();
  });

  it('marks the main navigation entry of the page shown', async () => {
    const { bus } = await renderHeader();
    act(() => bus.next(navigationEventFixture('/ru/live/1/22', 'ru')));
    const menu = screen.getByRole('navigation', { name: 'Главное меню' });
    expect(await within(menu).findByRole('link', { name: 'Лайв', current: 'page' })).toBeTruthy();
    expect(
      within(menu).getByRole('link', { name: 'Линия' }).getAttribute('aria-current'),
    ).toBeNull();
  });

  it('shows the site name from the site configuration, leading to the home page', async () => {
    await renderHeader({ siteName: 'Betshell Demo' });
    const brand = screen.getByRole('link', { name: 'Betshell Demo: На главную' });
    expect(brand).toHaveProperty('textContent', 'Betshell Demo');
    expect(brand.getAttribute('href')).toBe('/ru/');
  });

  it('offers each configured language as a link to the same page in that language', async () => {
    await renderHeader({ languages: ['ru', 'en', 'kz'], hiddenLanguages: [] });
    const switcher = screen.getByRole('navigation', { name: 'Язык сайта' });
    const links = within(switcher).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Русский', 'English', 'Қазақша']);
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/ru/office/account?tab=2',
      '/en/office/account?tab=2',
      '/kz/office/account?tab=2',
    ]);
  });

  it("says each language's name in that language by its ISO tag, which screen readers know", async () => {
    await renderHeader({ languages: ['ru', 'ua', 'kz'], hiddenLanguages: [] });
    const switcher = screen.getByRole('navigation', { name: 'Язык сайта' });
    const links = within(switcher).getAllByRole('link');
    expect(links.map((link) => [link.lang, link.getAttribute('hreflang')])).toEqual([
      ['ru', 'ru'],
      ['uk', 'uk'],
      ['kk', 'kk'],
    ]);
  });

  it('marks the current language', async () => {
    await renderHeader();
    expect(screen.getByRole('link', { name: 'Русский' }).getAttribute('aria-current')).toBe('true');
    expect(screen.getByRole('link', { name: 'English' }).getAttribute('aria-current')).toBeNull();
  });

  it('does not offer a hidden language to an anonymous visitor', async () => {
    await renderHeader({ languages: ['ru', 'en', 'uz'], hiddenLanguages: ['uz'] });
    expect(screen.queryByRole('link', { name: 'Oʻzbekcha' })).toBeNull();
  });

  it('navigates inside the shell when a language is clicked', async () => {
    const { navigate } = await renderHeader();
    await userEvent.click(screen.getByRole('link', { name: 'English' }));
    expect(navigate).toHaveBeenCalledWith('/en/office/account?tab=2');
  });

  it('follows navigations published on the bus', async () => {
    const { bus } = await renderHeader();
    act(() => bus.next(navigationEventFixture('/en/slots', 'en')));
    expect(await screen.findByRole('link', { name: 'Русский' })).toHaveProperty(
      'href',
      'http://localhost/ru/slots',
    );
    expect(screen.getByRole('link', { name: 'English' }).getAttribute('aria-current')).toBe('true');
  });

  it('offers a visitor the login button and the registration page', async () => {
    const { openLogin, navigate } = await renderHeader();
    await userEvent.click(screen.getByRole('button', { name: 'Войти' }));
    expect(openLogin).toHaveBeenCalledTimes(1);
    const register = screen.getByRole('link', { name: 'Регистрация' });
    expect(register.getAttribute('href')).toBe('/ru/registration');
    await userEvent.click(register);
    expect(navigate).toHaveBeenCalledWith('/ru/registration');
    expect(screen.queryByRole('button', { name: 'Счёт 77' })).toBeNull();
  });

  it('shows a signed-in player their account id, office links and logout instead', async () => {
    const { bus, logout, navigate, view } = await renderHeader();
    act(() => bus.next({ type: 'session', change: 'signed-in', userId: 77 }));
    expect(screen.queryByRole('button', { name: 'Войти' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Регистрация' })).toBeNull();
    expect(view.container.querySelector('.bs-header__balance')).not.toBeNull();
    const toggle = screen.getByRole('button', { name: 'Счёт 77' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('link', { name: 'Безопасность' }).getAttribute('href')).toBe(
      '/ru/office/security',
    );
    await userEvent.click(screen.getByRole('link', { name: 'История ставок' }));
    expect(navigate).toHaveBeenCalledWith('/ru/office/history');
    await userEvent.click(toggle);
    await userEvent.click(screen.getByRole('button', { name: 'Выйти' }));
    expect(logout).toHaveBeenCalledTimes(1);
  });

  it('leads a signed-in player to the money pages and the limits, those the config lets open', async () => {
    const signedIn = async (config: Partial<SiteConfig>) => {
      const { bus, view } = await renderHeader(config);
      act(() => bus.next({ type: 'session', change: 'signed-in', userId: 77 }));
      await userEvent.click(screen.getByRole('button', { name: 'Счёт 77' }));
      const names = screen.getAllByRole('link').map((link) => link.textContent);
      view.unmount();
      return names;
    };
    const open = await signedIn({});
    expect(open).toEqual(
      expect.arrayContaining(['Пополнить', 'Вывести', 'История платежей', 'Ответственная игра']),
    );
    const paymentOff = await signedIn({ paymentRouteEnabled: false });
    expect(paymentOff).toContain('Ответственная игра');
    expect(paymentOff).not.toContain('Пополнить');
  });

  it('loads the balance into its slot only while a player is signed in', async () => {
    const { bus, view, mountBalance, released } = await renderHeader();
    expect(mountBalance).not.toHaveBeenCalled();
    act(() => bus.next({ type: 'session', change: 'signed-in', userId: 77 }));
    expect(mountBalance).toHaveBeenCalledTimes(1);
    expect(mountBalance.mock.calls[0]?.[0]).toBe(
      view.container.querySelector('.bs-header__balance'),
    );
    act(() => bus.next({ type: 'session', change: 'signed-out' }));
    expect(released).toHaveBeenCalledTimes(1);
  });

  it('goes back to the entry points when the player signs out', async () => {
    const { bus } = await renderHeader();
    act(() => bus.next({ type: 'session', change: 'signed-in', userId: 77 }));
    act(() => bus.next({ type: 'session', change: 'signed-out' }));
    expect(screen.getByRole('button', { name: 'Войти' })).toBeTruthy();
  });

  it('lets a visitor choose the theme and the font size, which the settings keep, and closes on Escape back to its button', async () => {
    const { stores } = await renderHeader();
    const toggle = screen.getByRole('button', { name: 'Вид' });
    expect(screen.queryByRole('radio', { name: 'Тёмная' })).toBeNull();
    await userEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const theme = screen.getByRole('group', { name: 'Тема' });
    expect(within(theme).getByRole('radio', { name: 'Светлая' })).toHaveProperty('checked', true);

    await userEvent.click(within(theme).getByRole('radio', { name: 'Как в системе' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Самый крупный' }));

    expect([stores.settings.appTheme, stores.settings.appFontSize]).toEqual([2, 2]);
    expect(screen.getByRole('radio', { name: 'Как в системе' })).toHaveProperty('checked', true);
    await userEvent.keyboard('{Escape}');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    // The radio that had the focus is hidden now: the focus goes back to the menu's button.
    expect(document.activeElement).toBe(toggle);
  });

  it('offers the display settings to a signed-in player too', async () => {
    const { bus } = await renderHeader();
    act(() => bus.next({ type: 'session', change: 'signed-in', userId: 77 }));
    await userEvent.click(screen.getByRole('button', { name: 'Вид' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Тёмная' }));
    expect(screen.getByRole('radio', { name: 'Тёмная' })).toHaveProperty('checked', true);
  });
});
