import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { AccountsStore } from '@betshell/domain/accounts';
import type { UserConfig } from '@betshell/domain/auth';
import { LimitsStore, type Limit } from '@betshell/domain/limits';
import { OfficeSecurityStore } from '@betshell/domain/office-security';
import {
  accountFixture,
  accountsApiFixture,
  limitsApiFixture,
  manualClock,
  navigationEventFixture,
  officeSecurityApiFixture,
  rootStoreFixture,
  settledRouteFixture,
  userConfigFixture,
} from '@betshell/domain/testing';
import type { SiteConfig } from '@betshell/domain';
import { OfficeMenuRoot } from './office-menu-root';

const NOW_SECONDS = 1_800_000_000;

const pendingRaise = (over: Partial<Limit>): Limit => ({
  limitType: 20,
  limitValue: 5_000,
  limitState: 'PENDING',
  startedAt: NOW_SECONDS + 3_600,
  endsAt: NOW_SECONDS + 3_600 + 86_400,
  measure: 'currency',
  availableValues: [],
  currency: 'RUB',
  selfExcludeReason: null,
  limitBalance: null,
  needApprove: true,
  direction: 'raise',
  ...over,
});

/** The menu on the limits page of a signed-in player, over stores of fake servers. */
async function renderMenu(
  options: {
    config?: Partial<SiteConfig>;
    user?: Partial<UserConfig>;
    limits?: Limit[];
  } = {},
) {
  const { bus, stores } = await rootStoreFixture({
    language: 'en',
    pathname: '/en/office/responsible',
    config: options.config,
  });
  act(() => bus.next({ type: 'session', change: 'signed-in', userId: 5 }));
  act(() =>
    bus.next(
      navigationEventFixture('/en/office/responsible', 'en', {
        page: settledRouteFixture({ name: 'office-responsible', area: 'office' }),
      }),
    ),
  );
  const clock = manualClock(NOW_SECONDS * 1000);
  const server = accountsApiFixture([accountFixture(1, 'RUB', { money: 1_250, isActive: true })]);
  const accounts = new AccountsStore(server.api, stores.session, clock, () => undefined);
  accounts.start();
  const limitsAsked = jest.fn(() => Promise.resolve(options.limits ?? []));
  const limits = new LimitsStore(limitsApiFixture({ limits: limitsAsked }), clock);
  const security = new OfficeSecurityStore(
    officeSecurityApiFixture(userConfigFixture(options.user)),
    () => undefined,
    bus,
  );
  const i18n = i18next.createInstance();
  await i18n.init({ lng: 'en', resources: { en: { translation: {} } } });
  const navigate = jest.fn<void, [string]>();
  const view = render(
    <I18nextProvider i18n={i18n}>
      <OfficeMenuRoot
        stores={stores}
        accounts={accounts}
        limits={limits}
        security={security}
        clock={clock}
        navigate={navigate}
      />
    </I18nextProvider>,
  );
  const fact = (id: string) =>
    view.container.querySelector(`.ui-office-menu__side [data-fact="${id}"]`);
  // The balance, the limits and the user config answer.
  await waitFor(() => {
    expect(fact('balance')).not.toBeNull();
    expect(fact('protection')).not.toBeNull();
    expect(limitsAsked).toHaveBeenCalled();
  });
  await act(() => limitsAsked.mock.results[0]?.value as Promise<unknown>);
  return { view, navigate, fact };
}

const side = () => screen.getAllByRole('navigation', { name: 'area_office' })[0]!;

describe('the office menu beside every office page', () => {
  it('shows the balance, the protection level and the limit changes that wait, each leading to its page', async () => {
    const { fact, navigate } = await renderMenu({
      user: { protection_level: 20 },
      limits: [
        pendingRaise({}),
        pendingRaise({ limitType: 21 }),
        // Lapsed: the old limit stays, nothing waits for the player.
        pendingRaise({
          limitType: 22,
          startedAt: NOW_SECONDS - 200_000,
          endsAt: NOW_SECONDS - 100,
        }),
        pendingRaise({ limitType: 10, limitState: 'ACTIVE' }),
      ],
    });
    expect(fact('balance')?.textContent).toContain('12.50');
    expect(fact('protection')?.textContent).toBe(
      'office_menu_protectionoffice_security_status_bad',
    );
    expect(fact('protection')?.hasAttribute('data-attention')).toBe(true);
    const waiting = fact('limit-changes');
    expect(waiting?.textContent).toBe('office_menu_limit_changes2');
    await userEvent.click(within(waiting as HTMLElement).getByRole('link'));
    expect(navigate).toHaveBeenCalledWith('/en/office/responsible');
  });

  it('says the balance is hidden when the player hid it, and nothing of limits when none wait', async () => {
    const { fact } = await renderMenu({ user: { user_hide_balance: true, protection_level: 100 } });
    expect(fact('balance')?.textContent).toBe('office_menu_balanceoffice_menu_balance_hidden');
    expect(fact('protection')?.textContent).toBe(
      'office_menu_protectionoffice_security_status_full',
    );
    expect(fact('protection')?.hasAttribute('data-attention')).toBe(false);
    expect(fact('limit-changes')).toBeNull();
  });

  it("shows the verification's state, calling attention to a rejection", async () => {
    const rejected = await renderMenu({
      user: {
        verification_status: 1,
        user_status_id: 0,
        verification_status_group_code: 'rejected',
      },
    });
    expect(rejected.fact('verification')?.textContent).toBe(
      'office_menu_verificationverification_state_rejected',
    );
    expect(rejected.fact('verification')?.hasAttribute('data-attention')).toBe(true);
    rejected.view.unmount();
    const approved = await renderMenu({ user: { verification_status: 2, user_status_id: 0 } });
    expect(approved.fact('verification')?.textContent).toBe(
      'office_menu_verificationverification_state_approved',
    );
    expect(approved.fact('verification')?.hasAttribute('data-attention')).toBe(false);
  });

  it('lists no page the site config turns off, and marks the page shown', async () => {
    await renderMenu({ config: { paymentRouteEnabled: false } });
    const links = within(side()).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).not.toContain('/en/office/recharge');
    expect(links.map((link) => link.getAttribute('href'))).toContain('/en/office/deduce');
    expect(within(side()).getByRole('link', { current: 'page' }).getAttribute('href')).toBe(
      '/en/office/responsible',
    );
  });
});
