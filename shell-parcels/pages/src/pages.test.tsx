import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { I18nextProvider } from 'react-i18next';
import type { SettledPage, SiteConfig } from '@betshell/domain';
import {
  navigationEventFixture,
  rootStoreFixture,
  settledRouteFixture,
} from '@betshell/domain/testing';
import { Pages } from './pages';

const texts = {
  page_not_found_title: 'This page could not be found',
  page_not_found_text: 'It may have been removed.',
  page_go_home: 'Go to the home page',
  page_error_title: 'Something went wrong',
  page_error_text: 'Error {{status}}.',
  main_refreshing_button: 'Refresh',
  blocking_suspension_title: 'The site is suspended',
  blocking_suspension_text: 'Unavailable in your region.',
  area_casino: 'Casino',
  area_not_built_text: 'This section is not built yet.',
  page_parameters: 'Address parameters',
  page_route: 'Page',
  block_appeal_history_title: 'Your account is restricted',
  block_appeal_history_text: 'Contact support.',
};

async function renderPages(config: Partial<SiteConfig> = {}) {
  const { bus, stores } = await rootStoreFixture({ config, language: 'en' });
  const i18n = i18next.createInstance();
  await i18n.init({ lng: 'en', resources: { en: { translation: texts } } });
  const navigate = jest.fn<void, [string]>();
  const reload = jest.fn();
  render(
    <I18nextProvider i18n={i18n}>
      <Pages stores={stores} navigate={navigate} reload={reload} />
    </I18nextProvider>,
  );
  const show = (pathname: string, page: SettledPage) =>
    act(() => bus.next(navigationEventFixture(pathname, 'en', { page })));
  return { show, navigate, reload, stores };
}

const route = (name: string, extra: Parameters<typeof settledRouteFixture>[0] = {}) =>
  settledRouteFixture({ name, area: 'casino', ...extra });

describe('the shell pages', () => {
  it('show nothing before the first navigation settles', async () => {
    await renderPages();
    expect(screen.queryByRole('heading')).toBeNull();
  });

  it('say "This page could not be found" for a path no route has, with a way home', async () => {
    const { show, navigate } = await renderPages();
    show('/en/no-such-page', { kind: 'not-found', layout: 'default', status: 404 });
    expect(screen.getByRole('heading', { name: 'This page could not be found' })).toBeTruthy();
    await userEvent.click(screen.getByRole('link', { name: 'Go to the home page' }));
    expect(navigate).toHaveBeenCalledWith('/en/');
  });

  it('show the status of an error page and reload on refresh', async () => {
    const { show, reload } = await renderPages();
    show('/en/500', route('error-500', { area: 'errors', status: 500 }));
    expect(screen.getByText('Error 500.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(reload).toHaveBeenCalled();
  });

  it('show the blocking page of its reason', async () => {
    const { show } = await renderPages();
    show('/en/suspension', route('suspension', { area: 'blocking', layout: 'empty' }));
    expect(screen.getByRole('heading', { name: 'The site is suspended' })).toBeTruthy();
    expect(screen.getByText('Unavailable in your region.')).toBeTruthy();
  });

  it('show the appeal page to a banned player', async () => {
    const { show } = await renderPages();
    show(
      '/en/block-appeal-history',
      route('block-appeal-history', { area: 'blocking', layout: 'blocked' }),
    );
    expect(screen.getByRole('heading', { name: 'Your account is restricted' })).toBeTruthy();
  });

  it('ask the server again for the configuration on refresh, and every minute, during maintenance', async () => {
    const { show, stores } = await renderPages();
    const load = jest.spyOn(stores.siteConfig, 'load');
    jest.useFakeTimers();
    try {
      show('/en/maintenance', route('maintenance', { area: 'maintenance', layout: 'maintenance' }));
      act(() => screen.getByRole('button', { name: 'Refresh' }).click());
      expect(load).toHaveBeenLastCalledWith('en', 'fresh');
      act(() => jest.advanceTimersByTime(60_000));
      expect(load).toHaveBeenCalledTimes(2);
    } finally {
      jest.useRealTimers();
    }
  });

  it("show the maintenance text in the spec's wording, with its dates", async () => {
    const { show } = await renderPages({
      maintenance: {
        started_at: '2026-11-22T06:00:00Z',
        ended_at: '2026-11-22T09:00:00Z',
        notify_started_at: null,
        notify_ended_at: null,
        isActive: true,
        web_state: false,
      },
    });
    show('/en/maintenance', route('maintenance', { area: 'maintenance', layout: 'maintenance' }));
    expect(screen.getByRole('heading', { name: 'Maintenance underway!' })).toBeTruthy();
    expect(screen.getByText(/^from 22 November 2026 .* until 22 November 2026 /)).toBeTruthy();
  });

  it('name an area that is not built and show what the address said', async () => {
    const { show } = await renderPages();
    show(
      '/en/slots/new/game/12/book',
      route('slots-game', { params: { subcategory: 'new', gameId: '12', gameName: 'book' } }),
    );
    expect(screen.getByRole('heading', { name: 'Casino' })).toBeTruthy();
    expect(screen.getByText('This section is not built yet.')).toBeTruthy();
    const params = within(screen.getByLabelText('Address parameters'));
    expect(params.getByText('slots-game')).toBeTruthy();
    expect(params.getByText('gameId')).toBeTruthy();
    expect(params.getByText('12')).toBeTruthy();
  });
});
