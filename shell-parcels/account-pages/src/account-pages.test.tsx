import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { I18nextProvider } from 'react-i18next';
import {
  httpFailure,
  navigationEventFixture,
  rootStoreFixture,
  settledRouteFixture,
} from '@betshell/domain/testing';
import type { LanguageCode } from '@betshell/domain';
import { LOGIN_PAGE_FORM_SLOT_ID } from '@betshell/domain/sign-in';
import { DEFAULT_BONUS_TERMS, type WelcomeOfferView } from '@betshell/domain/bonuses';
import { AccountPages, type AccountPagesApi } from './account-pages';

const en = {
  registration_title: 'Registration',
  registration_type_one_click: 'One click',
  registration_type_full_reg: 'Full',
  registration_email: 'E-mail',
  registration_password: 'Password',
  registration_login: 'Login',
  registration_name: 'First name',
  registration_surname: 'Last name',
  registration_birthday: 'Date of birth ({{age}}+)',
  registration_currency: 'Currency',
  registration_bonus: 'Welcome bonus',
  registration_bonus_none: 'No bonus',
  registration_bonus_sport: 'Sports bonus',
  registration_bonus_casino: 'Casino bonus',
  registration_bonus_rules: 'Bonus rules',
  bonus_terms_percent: '{{percent}} of the deposit',
  bonus_terms_cap: 'up to {{amount}}',
  bonus_terms_min_deposit: 'deposit at least {{amount}}',
  bonus_terms_wagering: 'wager {{multiplier}} times the bonus',
  bonus_terms_sports: 'sports bets at odds of {{odds}} or more count {{percent}}',
  bonus_terms_max_stake: 'largest stake while wagering: {{amount}}',
  bonus_terms_expiry: '{{days}} days to wager it',
  registration_submit: 'Register',
  registration_done_title: 'Your account is ready',
  registration_continue: 'Continue',
  registration_save_file: 'Save as a file',
  registration_accept_terms: 'I accept the terms and conditions',
  registration_terms_link: 'Read the terms and conditions',
  registration_confirm_age: 'I am {{age}} or older',
  registration_acceptance_required: 'Accept the terms and confirm your age to register.',
  auth_error_under_age: 'You are too young to register on this site.',
  confirm_terms_title: 'Our terms have changed',
  confirm_terms_accept: 'I accept the terms',
  login_page_title: 'Sign in',
  stop_newsletter_title: 'Unsubscribe',
  stop_newsletter_working: 'Unsubscribing…',
  stop_newsletter_done: 'Done: no more mailing letters.',
  stop_newsletter_invalid: 'This link does not work: it has been changed.',
  stop_newsletter_to_site: 'To the home page',
};

/** The bonus engine's two welcome offers (migration 0300), titled in the language asked. */
const welcomeOffersIn = (lng: string): WelcomeOfferView[] =>
  (['sport', 'casino'] as const).map((choice, index) => ({
    id: index + 1,
    choice,
    kind: 'deposit_match',
    title: `${lng}: ${choice} welcome`,
    terms: {
      ...DEFAULT_BONUS_TERMS,
      percent: 100,
      capMinor: 1_000_000,
      wageringMultiplier: choice === 'sport' ? 5 : 30,
      maxStakeMinor: choice === 'sport' ? null : 500_000,
    },
  }));

async function renderPage(
  name: string,
  search = '',
  language: LanguageCode = 'en',
  stopNewsletter: () => Promise<void> = () => Promise.resolve(),
) {
  const { bus, stores } = await rootStoreFixture({ language, config: { ageLimit: 21 } });
  act(() =>
    bus.next(
      navigationEventFixture(`/${language}/${name}`, language, {
        search,
        page: settledRouteFixture({ name, area: 'account' }),
      }),
    ),
  );
  const api = {
    register: jest.fn(),
    confirmTerms: jest.fn(),
    recovery: {
      sendSms: jest.fn(),
      forgotPassword: jest.fn(),
      resetPassword: jest.fn(),
      activate: jest.fn(),
    },
    stopNewsletter: jest.fn<Promise<void>, [string]>(stopNewsletter),
    welcomeOffers: jest.fn((lng: string) => Promise.resolve(welcomeOffersIn(lng))),
  } satisfies AccountPagesApi;
  const navigate = jest.fn<void, [string]>();
  const i18n = i18next.createInstance();
  await i18n.init({
    lng: language,
    resources: { [language]: { translation: en } },
    interpolation: { escapeValue: false },
  });
  render(
    <I18nextProvider i18n={i18n}>
      <AccountPages
        api={api}
        bus={bus}
        stores={stores}
        navigate={navigate}
        social={{ googleClientId: null, loadGoogle: () => Promise.reject(new Error('no Google')) }}
      />
    </I18nextProvider>,
  );
  // The registration page's welcome offers arrive (a resolved promise) before the test goes on.
  await act(() => Promise.resolve());
  return { api, bus, stores, navigate };
}

async function acceptTheTerms(age: number) {
  await userEvent.click(screen.getByLabelText('I accept the terms and conditions'));
  await userEvent.click(screen.getByLabelText(`I am ${age} or older`));
}

describe('the account pages', () => {
  it('shows the chosen welcome offer’s terms with a link to its rules, and none for no bonus', async () => {
    await renderPage('registration');
    const sport = await screen.findByRole('region', { name: 'en: sport welcome' });
    expect(sport.textContent).toContain('wager 5 times the bonus');
    expect(sport.textContent).toMatch(/up to \$10,000/);
    expect(screen.getByRole('link', { name: 'Bonus rules' }).getAttribute('href')).toBe(
      '/en/bonuses/rules/first-deposit-sport',
    );
    await userEvent.click(screen.getByLabelText('Casino bonus'));
    const casino = screen.getByRole('region', { name: 'en: casino welcome' });
    expect(casino.textContent).toContain('wager 30 times the bonus');
    expect(casino.textContent).toContain('largest stake while wagering: $5,000');
    expect(screen.queryByRole('region', { name: 'en: sport welcome' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Bonus rules' }).getAttribute('href')).toBe(
      '/en/bonuses/rules/first-deposit-casino',
    );
    await userEvent.click(screen.getByLabelText('No bonus'));
    expect(screen.queryByRole('link', { name: 'Bonus rules' })).toBeNull();
  });

  it('shows the welcome offer in Russian on /ru/', async () => {
    await renderPage('registration', '', 'ru');
    expect(await screen.findByRole('region', { name: 'ru: sport welcome' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Bonus rules' }).getAttribute('href')).toBe(
      '/ru/bonuses/rules/first-deposit-sport',
    );
  });

  it.each<[LanguageCode, string]>([
    ['en', 'USD'],
    ['ru', 'RUB'],
    ['kz', 'KZT'],
  ])('start the registration of /%s/ on %s', async (language, currency) => {
    await renderPage('registration', '', language);
    expect(screen.getByLabelText<HTMLSelectElement>('Currency').value).toBe(currency);
  });

  it('register nobody until the terms are accepted and the age limit confirmed', async () => {
    const { api } = await renderPage('registration');
    api.register.mockResolvedValue({ success: true, userId: 41 });
    const terms = screen.getByLabelText('I accept the terms and conditions');
    const age = screen.getByLabelText('I am 21 or older');
    expect(terms).toHaveProperty('required', true);
    expect(age).toHaveProperty('required', true);
    expect(
      screen.getByRole('link', { name: 'Read the terms and conditions' }).getAttribute('href'),
    ).toBe('/en/rules/sport/general');

    await userEvent.click(terms);
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(api.register).not.toHaveBeenCalled();

    await userEvent.click(age);
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(api.register).toHaveBeenCalledWith(
      expect.objectContaining({ type: 'one_click', termsAccepted: true, ageConfirmed: true }),
    );
  });

  it('say what is missing when the form is sent without the boxes', async () => {
    const { api } = await renderPage('registration');
    const form = screen.getByRole('button', { name: 'Register' }).closest('form')!;
    // A browser's own check stops a click first; a form sent past it gets the page's answer.
    form.noValidate = true;
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(api.register).not.toHaveBeenCalled();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Accept the terms and confirm your age to register.',
    );
  });

  it('register a one-click player and show the generated login and password once', async () => {
    const { api, stores, navigate } = await renderPage('registration');
    api.register.mockResolvedValue({
      success: true,
      userId: 40,
      login: '40',
      password: 'Pw4xyzab',
    });
    await userEvent.selectOptions(screen.getByLabelText('Currency'), 'EUR');
    await userEvent.click(screen.getByLabelText('Casino bonus'));
    await acceptTheTerms(21);
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(api.register).toHaveBeenCalledWith({
      type: 'one_click',
      termsAccepted: true,
      ageConfirmed: true,
      currency: 'EUR',
      countryId: 1,
      bonusChoice: 2,
      saveOption: 0,
    });
    expect(await screen.findByRole('heading', { name: 'Your account is ready' })).toBeTruthy();
    expect(screen.getByText('Pw4xyzab')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Save as a file' }).getAttribute('href')).toContain(
      encodeURIComponent('Pw4xyzab'),
    );
    expect(stores.session.authorised).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(stores.session.userId).toBe(40);
    expect(navigate).toHaveBeenCalledWith('/en/');
    expect(screen.queryByText('Pw4xyzab')).toBeNull();
  });

  it('register in full with the age limit of the site config, and show a refusal', async () => {
    const { api } = await renderPage('registration');
    api.register.mockRejectedValue(httpFailure(400, 'UNDER_AGE'));
    await userEvent.click(screen.getByRole('tab', { name: 'Full' }));
    expect(screen.getByLabelText('Date of birth (21+)')).toBeTruthy();
    await userEvent.type(screen.getByLabelText('E-mail'), 'young@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'secret123');
    await userEvent.type(screen.getByLabelText('First name'), 'Ann');
    await userEvent.type(screen.getByLabelText('Last name'), 'Lee');
    await userEvent.type(screen.getByLabelText('Date of birth (21+)'), '2010-01-02');
    await acceptTheTerms(21);
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(api.register).toHaveBeenCalledWith(
      expect.objectContaining({
        type: 'full_reg',
        email: 'young@example.com',
        birthday: '2010-01-02',
      }),
    );
    expect((await screen.findByRole('alert')).textContent).toBe(
      'You are too young to register on this site.',
    );
  });

  it('confirm the terms, tell the guards, and go on to the return url', async () => {
    const { api, stores, navigate, bus } = await renderPage(
      'confirm-terms',
      '?returnUrl=%2Fen%2Fcasino',
    );
    act(() => bus.next({ type: 'terms', changed: true }));
    api.confirmTerms.mockResolvedValue(undefined);
    await userEvent.click(screen.getByRole('button', { name: 'I accept the terms' }));
    expect(api.confirmTerms).toHaveBeenCalled();
    expect(stores.session.termsChanged).toBe(false);
    expect(navigate).toHaveBeenCalledWith('/en/casino');
  });

  it('stop the letters of the link on the stopnewsletter page, without signing in', async () => {
    const { api } = await renderPage('stopnewsletter', '?token=signed.link.token');
    expect(api.stopNewsletter).toHaveBeenCalledWith('signed.link.token');
    expect(await screen.findByText('Done: no more mailing letters.')).toBeTruthy();
  });

  it('say in words that a changed stopnewsletter link is refused', async () => {
    await renderPage(
      'stopnewsletter',
      '?token=forged',
      'en',
      jest.fn<Promise<void>, []>().mockRejectedValue(httpFailure(400, 'STOP_LINK_INVALID')),
    );
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This link does not work: it has been changed.',
    );
  });

  it('refuse a stopnewsletter link without a token, asking nothing', async () => {
    const { api } = await renderPage('stopnewsletter');
    expect(api.stopNewsletter).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toBe(
      'This link does not work: it has been changed.',
    );
  });

  it('give the login page its heading and the place of the login form', async () => {
    await renderPage('login');
    expect(screen.getByRole('heading', { name: 'Sign in' })).toBeTruthy();
    expect(document.getElementById(LOGIN_PAGE_FORM_SLOT_ID)).not.toBeNull();
  });

  it.each([
    ['?redirect_url=%2Fen%2Flive', '/en/live'],
    ['?from_url=%2Fen%2Fslots', '/en/slots'],
    ['?redirect_url=https%3A%2F%2Fevil.example%2F', '/en/'],
  ])('after registration with %s, go on to %s', async (search, target) => {
    const { api, navigate } = await renderPage('registration', search);
    api.register.mockResolvedValue({ success: true, userId: 42, login: '42', password: 'Pw' });
    await acceptTheTerms(21);
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(navigate).toHaveBeenCalledWith(target);
  });
});
