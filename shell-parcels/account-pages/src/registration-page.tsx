import { observer } from 'mobx-react-lite';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { type RootStore } from '@betshell/domain';
import {
  BONUS_CHOICE,
  CREDENTIALS_SAVE_OPTION,
  SITE_CURRENCIES,
  defaultRegistrationCurrency,
  termsPageUrl,
  type BonusChoice,
  type CredentialsSaveOption,
  type RegistrationType,
} from '@betshell/domain/auth';
import {
  SignInStep,
  credentialsFileText,
  type RegistrationBody,
  type RegistrationStore,
  PHONE_EXAMPLE,
} from '@betshell/domain/sign-in';
import type { WelcomeOfferView } from '@betshell/domain/bonuses';
import { credentialsImageUrl } from './credentials-image';
import { GoogleSignInButton, type GoogleIdentity } from './google-sign-in-button';
import { WelcomeOfferTerms } from './welcome-offer-terms';
import { Button, Field, Form, FormError, SubmitButton, FieldFrame, Tabs } from '@betshell/ui';

export interface RegistrationSocial {
  /** Google's client id when the site offers Google sign-in; null hides soc_reg. */
  readonly googleClientId: string | null;
  readonly loadGoogle: () => Promise<GoogleIdentity>;
}

export interface RegistrationPageProps {
  readonly registration: RegistrationStore;
  readonly stores: RootStore;
  readonly navigate: (url: string) => void;
  /** Where a registered player goes on to (home, or the configured target of registration). */
  readonly done: string;
  /** POST /auth-api/v1/sms with purpose `register` (phone_reg). */
  readonly sendRegistrationSms: (phone: string) => Promise<void>;
  readonly social: RegistrationSocial;
  /** `registration/socialregistration` opens on soc_reg. */
  readonly initialType: RegistrationType;
  /** GET /web-api/bonuses/welcome: the bonus engine's welcome offers in the page's language. */
  readonly welcomeOffers: (lng: string) => Promise<readonly WelcomeOfferView[]>;
}

const text = (data: FormData, name: string) => {
  const value = data.get(name);
  return typeof value === 'string' ? value.trim() : '';
};

const SAVE_OPTIONS = Object.keys(
  CREDENTIALS_SAVE_OPTION,
) as (keyof typeof CREDENTIALS_SAVE_OPTION)[];

/** The one-click credentials screen: shown once, with the save options of the spec. */
const CredentialsScreen = observer(function CredentialsScreen({
  registration,
  goOn,
  emailedTo,
}: {
  readonly registration: RegistrationStore;
  readonly goOn: () => void;
  readonly emailedTo: string | null;
}) {
  const { t } = useTranslation();
  const credentials = registration.credentials!;
  const file = credentialsFileText(credentials, {
    login: t('registration_login'),
    password: t('registration_password'),
  });
  const [image] = useState(() => credentialsImageUrl(file.trimEnd().split('\n'), document));
  return (
    <section className="bs-account" data-page="registration" aria-labelledby="bs-registration-done">
      <h1 id="bs-registration-done">{t('registration_done_title')}</h1>
      <p>{t('registration_credentials_hint')}</p>
      <dl className="bs-account__credentials">
        <dt>{t('registration_login')}</dt>
        <dd data-credential="login">{credentials.login}</dd>
        <dt>{t('registration_password')}</dt>
        <dd data-credential="password">{credentials.password}</dd>
      </dl>
      {emailedTo !== null && (
        <p role="status">{t('registration_credentials_emailed', { email: emailedTo })}</p>
      )}
      <a
        className="bs-account__secondary"
        download="betshell-account.txt"
        href={`data:text/plain;charset=utf-8,${encodeURIComponent(file)}`}
      >
        {t('registration_save_file')}
      </a>
      {image !== null && (
        <a className="bs-account__secondary" download="betshell-account.png" href={image}>
          {t('registration_save_image')}
        </a>
      )}
      <Button tone="primary" onClick={goOn}>
        {t('registration_continue')}
      </Button>
    </section>
  );
});

/**
 * `/{lng}/registration`: one click (with the save options), by phone (an SMS code), full, and
 * social (Google, when the site is configured for it), each with the bonus choice.
 */
export const RegistrationPage = observer(function RegistrationPage({
  registration,
  stores,
  navigate,
  done,
  sendRegistrationSms,
  social,
  initialType,
  welcomeOffers,
}: RegistrationPageProps) {
  const { t } = useTranslation();
  const offered: readonly RegistrationType[] = [
    'one_click',
    'phone_reg',
    'full_reg',
    ...(social.googleClientId !== null ? (['soc_reg'] as const) : []),
  ];
  const [chosen, setType] = useState<RegistrationType>(initialType);
  const type = offered.includes(chosen) ? chosen : 'one_click';
  const [saveOption, setSaveOption] = useState<CredentialsSaveOption>(CREDENTIALS_SAVE_OPTION.file);
  const [emailedTo, setEmailedTo] = useState<string | null>(null);
  const [sms] = useState(() => new SignInStep());
  const [smsPhone, setSmsPhone] = useState<string | null>(null);
  const language = stores.settings.language;
  const [offers, setOffers] = useState<readonly WelcomeOfferView[]>([]);
  useEffect(() => {
    let live = true;
    welcomeOffers(language).then(
      (loaded) => {
        if (live) setOffers(loaded);
      },
      // Without them the choice still works: the register call takes the offer all the same.
      (error: unknown) => console.error('welcome offers', error),
    );
    return () => {
      live = false;
    };
  }, [welcomeOffers, language]);
  const [common, setCommon] = useState<{ currency: string; bonusChoice: BonusChoice }>(() => ({
    // A player of /en/ is not taken for a Russian one: the language's own currency, else USD.
    currency: defaultRegistrationCurrency(language),
    bonusChoice: BONUS_CHOICE.sport,
  }));
  // The two boxes every registration type needs (the server records them with the account); kept
  // across the tabs, so switching the type does not untick them.
  const [boxes, setBoxes] = useState({ terms: false, age: false });
  const accepted = boxes.terms && boxes.age;
  const [acceptanceMissing, setAcceptanceMissing] = useState(false);
  const acceptance = { termsAccepted: true, ageConfirmed: true } as const;
  // Every registration type may carry a promo code (decisions.md, the register body's promocode);
  // an empty one is not sent.
  const [promocode, setPromocode] = useState('');
  const withPromocode = () => ({
    ...acceptance,
    ...(promocode.trim() === '' ? common : { ...common, promocode: promocode.trim() }),
  });
  const ageLimit = stores.siteConfig.config?.ageLimit ?? 18;

  if (registration.credentials !== null) {
    return (
      <CredentialsScreen
        registration={registration}
        emailedTo={emailedTo}
        goOn={() => {
          registration.forgetCredentials();
          navigate(done);
        }}
      />
    );
  }

  const register = (body: RegistrationBody) =>
    void registration.register(body).then((registered) => {
      if (registered && body.type !== 'one_click') navigate(done);
    });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The boxes are required inputs, so a browser stops the form first; this holds for any other
    // way the form is sent.
    setAcceptanceMissing(!accepted);
    if (!accepted) return;
    const data = new FormData(event.currentTarget);
    const base = { ...withPromocode(), countryId: 1 };
    switch (type) {
      case 'one_click': {
        const email = saveOption === CREDENTIALS_SAVE_OPTION.email ? text(data, 'saveEmail') : null;
        setEmailedTo(email);
        register({ type, ...base, saveOption, ...(email !== null ? { email } : {}) });
        break;
      }
      case 'phone_reg':
        if (smsPhone === null) {
          const phone = text(data, 'phone');
          void sms
            .run(() => sendRegistrationSms(phone))
            .then((sent) => {
              if (sent) setSmsPhone(phone);
            });
        } else {
          register({
            type,
            ...base,
            phone: smsPhone,
            smsCode: text(data, 'smsCode'),
            password: text(data, 'password'),
          });
        }
        break;
      case 'full_reg':
        register({
          type,
          ...base,
          email: text(data, 'email'),
          password: text(data, 'password'),
          name: text(data, 'name'),
          surname: text(data, 'surname'),
          birthday: text(data, 'birthday'),
        });
        break;
      case 'soc_reg':
        break;
    }
  };

  const errorKey =
    acceptanceMissing && !accepted
      ? 'registration_acceptance_required'
      : type === 'phone_reg' && smsPhone === null
        ? sms.errorKey
        : registration.errorKey;
  return (
    <section
      className="bs-account"
      data-page="registration"
      aria-labelledby="bs-registration-title"
    >
      <h1 id="bs-registration-title">{t('registration_title')}</h1>
      <Tabs
        tabs={offered.map((choice) => ({ id: choice, label: t(`registration_type_${choice}`) }))}
        selected={type}
        onSelect={setType}
      />
      <Form onSubmit={submit} key={type}>
        {type === 'phone_reg' && (
          <>
            <Field
              label={t('auth_field_phone')}
              name="phone"
              type="tel"
              autoComplete="tel"
              placeholder={PHONE_EXAMPLE}
              required
              readOnly={smsPhone !== null}
              defaultValue={smsPhone ?? undefined}
            />
            {smsPhone !== null && (
              <>
                <p role="status">{t('auth_sms_sent', { phone: smsPhone })}</p>
                <Field
                  label={t('auth_field_sms_code')}
                  name="smsCode"
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  required
                />
                <Field
                  label={t('registration_password')}
                  name="password"
                  type="password"
                  autoComplete="new-password"
                  required
                />
              </>
            )}
          </>
        )}
        {type === 'full_reg' && (
          <>
            <Field
              label={t('registration_email')}
              name="email"
              type="email"
              autoComplete="email"
              required
            />
            <Field
              label={t('registration_password')}
              name="password"
              type="password"
              autoComplete="new-password"
              required
            />
            <Field label={t('registration_name')} name="name" autoComplete="given-name" required />
            <Field
              label={t('registration_surname')}
              name="surname"
              autoComplete="family-name"
              required
            />
            <Field
              label={t('registration_birthday', { age: ageLimit })}
              name="birthday"
              type="date"
              autoComplete="bday"
              required
            />
          </>
        )}
        <FieldFrame label={t('registration_currency')}>
          <select
            name="currency"
            value={common.currency}
            onChange={(event) => setCommon({ ...common, currency: event.target.value })}
          >
            {SITE_CURRENCIES.map((currency) => (
              <option key={currency} value={currency}>
                {currency}
              </option>
            ))}
          </select>
        </FieldFrame>
        <Field
          label={t('registration_promocode')}
          name="promocode"
          autoComplete="off"
          maxLength={64}
          value={promocode}
          onChange={(event) => setPromocode(event.target.value)}
        />
        <fieldset>
          <legend>{t('registration_bonus')}</legend>
          {(Object.keys(BONUS_CHOICE) as (keyof typeof BONUS_CHOICE)[]).map((choice) => (
            <Field
              key={choice}
              label={t(`registration_bonus_${choice}`)}
              type="radio"
              name="bonus"
              value={BONUS_CHOICE[choice]}
              checked={common.bonusChoice === BONUS_CHOICE[choice]}
              onChange={() => setCommon({ ...common, bonusChoice: BONUS_CHOICE[choice] })}
            />
          ))}
          {offers
            .filter((offer) => BONUS_CHOICE[offer.choice] === common.bonusChoice)
            .map((offer) => (
              <WelcomeOfferTerms
                key={offer.id}
                offer={offer}
                currency={common.currency}
                language={language}
              />
            ))}
        </fieldset>
        {type === 'one_click' && (
          <fieldset>
            <legend>{t('registration_save_as')}</legend>
            {SAVE_OPTIONS.map((option) => (
              <Field
                key={option}
                label={t(`registration_save_option_${option}`)}
                type="radio"
                name="saveOption"
                value={CREDENTIALS_SAVE_OPTION[option]}
                checked={saveOption === CREDENTIALS_SAVE_OPTION[option]}
                onChange={() => setSaveOption(CREDENTIALS_SAVE_OPTION[option])}
              />
            ))}
            {saveOption === CREDENTIALS_SAVE_OPTION.email && (
              <Field
                label={t('registration_email')}
                name="saveEmail"
                type="email"
                autoComplete="email"
                required
              />
            )}
          </fieldset>
        )}
        <Field
          label={t('registration_accept_terms')}
          type="checkbox"
          name="termsAccepted"
          required
          checked={boxes.terms}
          onChange={(event) => setBoxes({ ...boxes, terms: event.target.checked })}
          hint={
            <a href={termsPageUrl(language)} target="_blank" rel="noopener">
              {t('registration_terms_link')}
            </a>
          }
        />
        <Field
          label={t('registration_confirm_age', { age: ageLimit })}
          type="checkbox"
          name="ageConfirmed"
          required
          checked={boxes.age}
          onChange={(event) => setBoxes({ ...boxes, age: event.target.checked })}
        />
        <FormError>{errorKey !== null && t(errorKey)}</FormError>
        {type === 'soc_reg' && social.googleClientId !== null ? (
          <GoogleSignInButton
            clientId={social.googleClientId}
            loadGoogle={social.loadGoogle}
            onCredential={(credential) => {
              // Google's button cannot be held back by the boxes: its answer waits for them.
              setAcceptanceMissing(!accepted);
              if (accepted) {
                register({
                  type,
                  ...withPromocode(),
                  countryId: 1,
                  network: 'google',
                  credential,
                });
              }
            }}
          />
        ) : (
          <SubmitButton pending={registration.submitting || sms.submitting}>
            {t(type === 'phone_reg' && smsPhone === null ? 'auth_send_sms' : 'registration_submit')}
          </SubmitButton>
        )}
      </Form>
    </section>
  );
});
