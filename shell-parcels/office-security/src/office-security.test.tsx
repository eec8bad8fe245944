import {
  NavigationStore,
  type RootStore,
  type SettledPage,
  type ShellEvent,
} from '@betshell/domain';
import { type UserConfig } from '@betshell/domain/auth';
import { OfficeSecurityStore, type OfficeSecurityApi } from '@betshell/domain/office-security';
import {
  navigationEventFixture,
  officeSecurityApiFixture,
  settledRouteFixture,
  userConfigFixture,
} from '@betshell/domain/testing';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Subject } from 'rxjs';
import { OfficeSecurity } from './office-security';
import {
  httpFailure,
  mailingApiFake,
  renderWithKeys,
  analyticsRecorder,
} from './office-security-fixture';

function navigationAt(page: SettledPage): Pick<RootStore, 'navigation'> {
  const bus = new Subject<ShellEvent>();
  const navigation = new NavigationStore(bus, { pathname: '/', search: '' });
  bus.next(navigationEventFixture('/en/office/security', 'en', { page }));
  return { navigation };
}

/**
 * The parcel on an office route, over a store whose API answers the default user config unless the
 * test says otherwise; the store has not loaded yet, as when the parcel mounts.
 */
async function renderParcelAt(
  route: 'office-security' | 'office-settings',
  api: Partial<OfficeSecurityApi> = {},
): Promise<void> {
  const security = new OfficeSecurityStore(
    officeSecurityApiFixture(userConfigFixture(), api),
    () => undefined,
    analyticsRecorder(),
  );
  await renderWithKeys(
    <OfficeSecurity
      bus={analyticsRecorder()}
      stores={navigationAt(settledRouteFixture({ name: route, area: 'office' }))}
      security={security}
      mailingApi={mailingApiFake()}
    />,
  );
}

describe('the office security parcel', () => {
  it('shows that it is loading until the user config arrives', async () => {
    let answer: (config: UserConfig) => void = () => undefined;
    await renderParcelAt('office-security', {
      fetchUserConfig: () => new Promise((resolve) => (answer = resolve)),
    });
    expect(screen.getByRole('status').textContent).toBe('office_security_loading');
    await act(() => {
      answer(userConfigFixture());
      return Promise.resolve();
    });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('office_security_title');
    expect(screen.getByRole('form', { name: 'office_security_password_title' })).toBeTruthy();
  });

  it('renders the settings page on the office-settings route', async () => {
    await renderParcelAt('office-settings');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveProperty(
      'textContent',
      'office_settings_title',
    );
    expect(screen.getByRole('form', { name: 'office_settings_email_title' })).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'office_security_password_title' })).toBeNull();
  });

  it("says the config failed to load, and tries again on the player's word", async () => {
    const fetchUserConfig = jest
      .fn()
      .mockRejectedValueOnce(httpFailure('INTERNAL', 500))
      .mockResolvedValueOnce(userConfigFixture());
    await renderParcelAt('office-security', { fetchUserConfig });
    expect((await screen.findByRole('alert')).textContent).toContain('http_error_bad_request');
    await userEvent.click(screen.getByRole('button', { name: 'office_security_retry' }));
    expect(
      await screen.findByRole('form', { name: 'office_security_password_title' }),
    ).toBeTruthy();
  });
});
