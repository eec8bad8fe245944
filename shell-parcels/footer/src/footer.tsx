import { observer } from 'mobx-react-lite';
import { useEffect, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { POLICY_LOGO_PATH, type RootStore } from '@betshell/domain';
import { footerLinkGroupsFor, footerLinkKey } from '@betshell/domain/chrome';
import { SocialLinks } from './social-links';

export interface FooterProps {
  readonly stores: RootStore;
  readonly navigate: (url: string) => void;
  /** Asks the cookie banner to open its settings (through the bus). */
  readonly openCookieSettings: () => void;
  readonly year: number;
}

/** A plain click stays in the shell; a middle click or a modified one opens the link as links do. */
function inShell(navigate: (url: string) => void, href: string) {
  return (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
      return;
    }
    event.preventDefault();
    navigate(href);
  };
}

/**
 * The site footer: the information pages, the social links of the site config, the
 * licence text with the age limit, the policy logo for visitors from the countries of
 * limits-coupon-signin.md section 9, and the way back to the cookie settings.
 */
export const Footer = observer(function Footer({
  stores,
  navigate,
  openCookieSettings,
  year,
}: FooterProps) {
  const { t } = useTranslation();
  const lng = stores.settings.language;
  const config = stores.siteConfig.config;
  const siteName = config?.siteName ?? '';
  const licences = `/${lng}/licenses`;

  useEffect(() => {
    void stores.visitorCountry.load();
  }, [stores]);

  return (
    <footer className="bs-footer">
      <div className="bs-footer__columns">
        {(config === null ? [] : footerLinkGroupsFor(config, stores.navigation.unbuiltRoutes)).map(
          (group) => (
            <nav
              key={group.name}
              className="bs-footer__group"
              aria-labelledby={`bs-footer-${group.name}`}
            >
              <h2 id={`bs-footer-${group.name}`}>{t(`footer_group_${group.name}`)}</h2>
              <ul>
                {group.links.map((link) => {
                  const href = `/${lng}${link.path}`;
                  return (
                    <li key={link.route}>
                      <a href={href} onClick={inShell(navigate, href)}>
                        {t(footerLinkKey(link))}
                      </a>
                    </li>
                  );
                })}
              </ul>
            </nav>
          ),
        )}
        <SocialLinks links={config?.socialLinks ?? []} />
      </div>
      <div className="bs-footer__legal">
        {config !== null && config.ageLimit > 0 ? (
          <span className="bs-footer__age" title={t('footer_age_limit', { age: config.ageLimit })}>
            {config.ageLimit}+
          </span>
        ) : null}
        <p className="bs-footer__licence">
          {t('footer_licence_text', { siteName })}{' '}
          <a href={licences} onClick={inShell(navigate, licences)}>
            {t('footer_licence_link')}
          </a>
        </p>
        {stores.visitorCountry.showsPolicyLogo ? (
          <a className="bs-footer__policy" href={licences} onClick={inShell(navigate, licences)}>
            <img src={POLICY_LOGO_PATH} alt={t('footer_policy_logo')} width={88} height={31} />
          </a>
        ) : null}
        <button type="button" className="bs-footer__cookies" onClick={openCookieSettings}>
          {t('footer_cookie_settings')}
        </button>
        <p className="bs-footer__copyright">
          © {year} {siteName}. {t('footer_rights')}
        </p>
      </div>
    </footer>
  );
});
