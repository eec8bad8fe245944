import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { I18nextProvider } from 'react-i18next';
import type { SiteConfig, VisitorCountry } from '@betshell/domain';
import { rootStoreFixture } from '@betshell/domain/testing';
import { Footer } from './footer';

const texts = {
  footer_group_company: 'Company',
  footer_group_players: 'For players',
  footer_group_policies: 'Rules and policies',
  footer_group_social: 'We are online',
  footer_link_about: 'About us',
  footer_link_contacts: 'Contacts',
  footer_link_licenses: 'Licences',
  footer_link_cash_terminals: 'Cash terminals',
  footer_licence_text: '{{siteName}} is licensed.',
  footer_licence_link: 'Our licences',
  footer_age_limit: 'Only for players aged {{age}} and over',
  footer_policy_logo: 'Licensed operator',
  footer_cookie_settings: 'Cookie settings',
  footer_rights: 'All rights reserved.',
};

async function renderFooter(
  options: { config?: Partial<SiteConfig>; country?: VisitorCountry } = {},
) {
  const country = options.country ?? { countryCode: null, countryId: null };
  const { stores } = await rootStoreFixture({
    config: options.config,
    language: 'en',
    transports: { visitorCountryApi: { fetchVisitorCountry: () => Promise.resolve(country) } },
  });
  const i18n = i18next.createInstance();
  await i18n.init({
    lng: 'en',
    resources: { en: { translation: texts } },
    interpolation: { escapeValue: false },
  });
  const navigate = jest.fn<void, [string]>();
  const openCookieSettings = jest.fn();
  render(
    <I18nextProvider i18n={i18n}>
      <Footer
        stores={stores}
        navigate={navigate}
        openCookieSettings={openCookieSettings}
        year={2026}
      />
    </I18nextProvider>,
  );
  // The footer asks for the visitor's country as it mounts.
  await act(() => stores.visitorCountry.load());
  return { navigate, openCookieSettings, stores };
}

describe('the footer', () => {
  it('links the information pages in the visitor language, in groups', async () => {
    await renderFooter();
    const company = screen.getByRole('navigation', { name: 'Company' });
    expect(within(company).getByRole('link', { name: 'About us' }).getAttribute('href')).toBe(
      '/en/about',
    );
    const players = screen.getByRole('navigation', { name: 'For players' });
    expect(within(players).getByRole('link', { name: 'Cash terminals' }).getAttribute('href')).toBe(
      '/en/cash_terminals',
    );
  });

  it('navigates inside the shell when a link is clicked', async () => {
    const { navigate } = await renderFooter();
    await userEvent.click(screen.getByRole('link', { name: 'Contacts' }));
    expect(navigate).toHaveBeenCalledWith('/en/contacts');
  });

  it('shows the social links of the site config, opening in a new tab', async () => {
    await renderFooter({
      config: {
        socialLinks: [
          {
            name: 'telegram',
            link: 'https://t.me/example',
            label: 'Our Telegram',
            mediaFullPath: '/web-api/media/social/telegram.svg',
            iconName: 'telegram',
          },
        ],
      },
    });
    const link = screen.getByRole('link', { name: 'Our Telegram' });
    expect(link.getAttribute('href')).toBe('https://t.me/example');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(link.className).toContain('bs-footer__social-link--telegram');
    expect(link.querySelector('img')?.getAttribute('src')).toBe(
      '/web-api/media/social/telegram.svg',
    );
  });

  it('leaves out the social section when the site config has no links', async () => {
    await renderFooter({ config: { socialLinks: [] } });
    expect(screen.queryByRole('region', { name: 'We are online' })).toBeNull();
  });

  it('shows the licence text, the age limit and the copyright of the site', async () => {
    await renderFooter({ config: { siteName: 'Betshell Demo', ageLimit: 21 } });
    expect(screen.getByText(/Betshell Demo is licensed\./)).toBeTruthy();
    expect(screen.getByTitle('Only for players aged 21 and over').textContent).toBe('21+');
    expect(screen.getByText('© 2026 Betshell Demo. All rights reserved.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Our licences' }).getAttribute('href')).toBe(
      '/en/licenses',
    );
  });

  it('shows the policy logo to a visitor from a listed country', async () => {
    await renderFooter({ country: { countryCode: 'RU', countryId: 1 } });
    const logo = screen.getByRole('img', { name: 'Licensed operator' });
    expect(logo.getAttribute('src')).toBe('/web-api/policy/logo.agif');
  });

  it('does not show the policy logo to a visitor from elsewhere', async () => {
    const { stores } = await renderFooter({ country: { countryCode: 'GB', countryId: 6 } });
    expect(stores.visitorCountry.country).toEqual({ countryCode: 'GB', countryId: 6 });
    expect(screen.queryByRole('img', { name: 'Licensed operator' })).toBeNull();
  });

  it('opens the cookie settings again', async () => {
    const { openCookieSettings } = await renderFooter();
    await userEvent.click(screen.getByRole('button', { name: 'Cookie settings' }));
    expect(openCookieSettings).toHaveBeenCalledTimes(1);
  });
});
