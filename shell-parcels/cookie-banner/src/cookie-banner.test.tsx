import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { consentedCookieJar } from '@betshell/domain';
import { rootStoreFixture } from '@betshell/domain/testing';
import { CookieBanner } from './cookie-banner';

const texts = {
  cookie_banner_title: 'We use cookies',
  cookie_banner_text: 'Some are needed.',
  cookie_banner_policy_link: 'Cookie policy',
  cookie_banner_accept_all: 'Accept all',
  cookie_banner_only_necessary: 'Only necessary',
  cookie_banner_choose: 'Choose',
  cookie_banner_save: 'Save my choice',
  cookie_category_essential: 'Essential',
  cookie_category_essential_text: 'always on.',
  cookie_category_functional: 'Functional',
  cookie_category_functional_text: 'remember settings.',
  cookie_category_marketing: 'Marketing',
  cookie_category_marketing_text: 'partners and ads.',
};

async function renderBanner(cookies: Record<string, string> = {}) {
  const { bus, stores, cookies: jar } = await rootStoreFixture({ language: 'en', cookies });
  const i18n = i18next.createInstance();
  await i18n.init({ lng: 'en', resources: { en: { translation: texts } } });
  const navigate = jest.fn<void, [string]>();
  render(
    <I18nextProvider i18n={i18n}>
      <CookieBanner
        agreement={stores.cookieAgreement}
        bus={bus}
        stores={stores}
        navigate={navigate}
      />
    </I18nextProvider>,
  );
  const consented = consentedCookieJar(jar, stores.cookieAgreement);
  return { bus, stores, jar, consented, navigate };
}

const banner = () => screen.queryByRole('region', { name: 'We use cookies' });

describe('the cookie banner', () => {
  it('shows until the visitor answers', async () => {
    await renderBanner();
    expect(banner()).not.toBeNull();
  });

  it('does not show to a visitor who has answered', async () => {
    await renderBanner({ cookies_agree_type: '0' });
    expect(banner()).toBeNull();
  });

  it('accepts every category with "accept all"', async () => {
    const { jar, stores } = await renderBanner();
    await userEvent.click(screen.getByRole('button', { name: 'Accept all' }));
    expect(banner()).toBeNull();
    expect(stores.cookieAgreement.agreement).toEqual({ functional: true, marketing: true });
    expect(jar.get('cookies_agree_type')).toBe('3');
  });

  it('keeps only essential cookies with "only necessary"', async () => {
    const { jar, consented } = await renderBanner();
    await userEvent.click(screen.getByRole('button', { name: 'Only necessary' }));
    expect(jar.get('cookies_agree_type')).toBe('0');
    consented.set('window_width', '1366');
    expect(jar.get('window_width')).toBeUndefined();
  });

  it('with a functional-only choice saves functional cookies and no marketing ones', async () => {
    const { jar, consented } = await renderBanner();
    await userEvent.click(screen.getByRole('button', { name: 'Choose' }));
    expect(screen.getByRole('checkbox', { name: 'Essential always on.' })).toHaveProperty(
      'disabled',
      true,
    );
    await userEvent.click(screen.getByRole('checkbox', { name: 'Functional remember settings.' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save my choice' }));
    expect(jar.get('cookies_agree_type')).toBe('1');
    consented.set('window_width', '1366');
    consented.set('refererid', '42');
    expect(jar.get('window_width')).toBe('1366');
    expect(jar.get('refererid')).toBeUndefined();
  });

  it('opens again in its settings when the footer asks, starting from the current choice', async () => {
    const { bus, jar } = await renderBanner({ cookies_agree_type: '3', refererid: '42' });
    expect(banner()).toBeNull();
    act(() => bus.next({ type: 'cookie-settings' }));
    const marketing = screen.getByRole('checkbox', { name: 'Marketing partners and ads.' });
    expect(marketing).toHaveProperty('checked', true);
    await userEvent.click(marketing);
    await userEvent.click(screen.getByRole('button', { name: 'Save my choice' }));
    expect(banner()).toBeNull();
    expect(jar.get('cookies_agree_type')).toBe('1');
    // Withdrawing marketing removes the marketing cookies already set.
    expect(jar.get('refererid')).toBeUndefined();
  });

  it('links the cookie policy page', async () => {
    const { navigate } = await renderBanner();
    await userEvent.click(screen.getByRole('link', { name: 'Cookie policy' }));
    expect(navigate).toHaveBeenCalledWith('/en/cookies');
  });
});
