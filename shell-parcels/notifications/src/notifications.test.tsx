import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { NOTIFICATION_AUTO_CLOSE_MS } from '@betshell/domain';
import { rootStoreFixture } from '@betshell/domain/testing';
import { Notifications } from './notifications';

async function renderNotifications() {
  const { bus, stores, clock } = await rootStoreFixture({ language: 'en' });
  const i18n = i18next.createInstance();
  await i18n.init({
    lng: 'en',
    resources: {
      en: {
        translation: {
          notification_close: 'Close',
          notifications_region: 'Notifications',
          coupon_placed: 'Bet {{couponId}} placed',
        },
      },
    },
    interpolation: { escapeValue: false },
  });
  render(
    <I18nextProvider i18n={i18n}>
      <Notifications notifications={stores.notifications} />
    </I18nextProvider>,
  );
  return { bus, clock };
}

describe('the notifications', () => {
  it('show a notification published on the bus, its text from the dictionary', async () => {
    const { bus } = await renderNotifications();
    act(() =>
      bus.next({
        type: 'notification',
        kind: 'success',
        message: { key: 'coupon_placed', params: { couponId: 42 } },
      }),
    );
    expect(screen.getByRole('status').textContent).toContain('Bet 42 placed');
  });

  it('show a text given as it is, and announce errors at once', async () => {
    const { bus } = await renderNotifications();
    act(() => bus.next({ type: 'notification', kind: 'error', message: { text: 'No money' } }));
    expect(screen.getByRole('alert').textContent).toContain('No money');
  });

  it('close by themselves after 10 seconds', async () => {
    const { bus, clock } = await renderNotifications();
    act(() => bus.next({ type: 'notification', kind: 'info', message: { text: 'Hello' } }));
    act(() => clock.advance(NOTIFICATION_AUTO_CLOSE_MS - 1));
    expect(screen.queryByText('Hello')).not.toBeNull();
    act(() => clock.advance(1));
    expect(screen.queryByText('Hello')).toBeNull();
  });

  it('keep a permanent one until the player closes it', async () => {
    const { bus, clock } = await renderNotifications();
    act(() =>
      bus.next({
        type: 'notification',
        kind: 'warning',
        message: { text: 'Session limit ended' },
        permanent: true,
      }),
    );
    act(() => clock.advance(NOTIFICATION_AUTO_CLOSE_MS * 3));
    expect(screen.getByRole('alert').textContent).toContain('Session limit ended');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByText('Session limit ended')).toBeNull();
  });

  it('stack several, oldest first', async () => {
    const { bus } = await renderNotifications();
    act(() => {
      bus.next({ type: 'notification', kind: 'info', message: { text: 'First' } });
      bus.next({ type: 'notification', kind: 'info', message: { text: 'Second' } });
    });
    expect(screen.getAllByRole('status').map((item) => item.textContent)).toEqual([
      'First×',
      'Second×',
    ]);
  });
});
