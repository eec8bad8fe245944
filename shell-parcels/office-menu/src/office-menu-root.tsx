import { OFFICE_MENU, officeMenuFor, type Clock, type RootStore } from '@betshell/domain';
import { formatAccountAmount, type AccountsStore } from '@betshell/domain/accounts';
import { waitingLimitChanges, type LimitsStore } from '@betshell/domain/limits';
import type { OfficeSecurityStore } from '@betshell/domain/office-security';
import { verificationStateKey, verificationStateOfUserConfig } from '@betshell/domain/verification';
import type { SupportSummaryStore } from '@betshell/domain/support';
import { OfficeMenu, type OfficeMenuFact } from '@betshell/ui';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

export interface OfficeMenuRootProps {
  readonly stores: Pick<RootStore, 'navigation' | 'settings' | 'siteConfig'>;
  readonly accounts: AccountsStore;
  readonly limits: LimitsStore;
  readonly security: OfficeSecurityStore;
  /** Open support requests and unread answers; absent, the menu says nothing of support. */
  readonly support?: SupportSummaryStore;
  readonly clock: Clock;
  readonly navigate: (href: string) => void;
}

/**
 * The office menu beside every office page (the layout table places it): the entries the site
 * config lets open, and what the player should see at a glance, each once it is known: the
 * balance (or that it is hidden, as the player chose), the protection level of the user config and
 * the limit changes that wait for the player, the open support requests with their unread
 * answers, and the state of the verification of the player's identity (from the same user config).
 */
export const OfficeMenuRoot = observer(function OfficeMenuRoot({
  stores,
  accounts,
  limits,
  security,
  support,
  clock,
  navigate,
}: OfficeMenuRootProps) {
  const { t } = useTranslation();
  // Each time the player comes into the office: the state of this player, not of one before.
  // Quietly: the page beside (the limits page, the security page) keeps what it shows meanwhile.
  useEffect(() => {
    void limits.refresh();
    void security.refresh();
    void support?.refresh();
  }, [limits, security, support]);

  const lng = stores.settings.language;
  const config = stores.siteConfig.config;
  const facts: OfficeMenuFact[] = [];
  const active = accounts.activeAccount;
  if (active !== null) {
    facts.push({
      id: 'balance',
      name: t('office_menu_balance'),
      value:
        security.balanceHidden === true
          ? t('office_menu_balance_hidden')
          : formatAccountAmount(active, lng, t),
      href: `/${lng}/office/account`,
    });
  }
  if (security.config !== null) {
    const status = security.status;
    facts.push({
      id: 'protection',
      name: t('office_menu_protection'),
      value: t(`office_security_status_${status}`),
      href: `/${lng}/office/security`,
      attention: status === 'bad',
    });
  }
  if (security.config !== null) {
    const state = verificationStateOfUserConfig(security.config);
    facts.push({
      id: 'verification',
      name: t('office_menu_verification'),
      value: t(verificationStateKey(state)),
      href: `/${lng}/office/verification`,
      attention: state === 'rejected',
    });
  }
  const waiting = waitingLimitChanges(limits.limits, Math.floor(clock.now() / 1000));
  if (waiting > 0) {
    facts.push({
      id: 'limit-changes',
      name: t('office_menu_limit_changes'),
      value: String(waiting),
      href: `/${lng}/office/responsible`,
      attention: true,
    });
  }
  const supportSummary = support?.summary ?? null;
  if (supportSummary !== null && (supportSummary.open > 0 || supportSummary.unread > 0)) {
    facts.push({
      id: 'support',
      name: t('office_menu_support'),
      value: t('office_menu_support_value', {
        open: supportSummary.open,
        unread: supportSummary.unread,
      }),
      href: `/${lng}/office/support/history`,
      attention: supportSummary.unread > 0,
    });
  }
  return (
    <div className="bs-office-menu">
      <OfficeMenu
        language={lng}
        route={stores.navigation.routeName}
        translate={t}
        onNavigate={navigate}
        items={
          config === null ? [] : officeMenuFor(config, stores.navigation.unbuiltRoutes, OFFICE_MENU)
        }
        facts={facts}
        asModal={
          stores.navigation.routeName === 'office-navigation-menu'
            ? { closeHref: `/${lng}/office/account` }
            : undefined
        }
      />
    </div>
  );
});
