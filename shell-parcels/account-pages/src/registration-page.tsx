import { observer } from 'mobx-react-lite';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { type RootStore } from '@betshell/domain';
import { BONUS_CHOICE, SITE_CURRENCIES, type BonusChoice } from '@betshell/domain/auth';
import { credentialsFileText, type RegistrationStore } from '@betshell/domain/sign-in';

export interface RegistrationPageProps {
  readonly registration: RegistrationStore;
  readonly stores: RootStore;
  readonly navigate: (url: string) => void;
}

/** The registration types offered here; phone_reg and soc_reg are not built (README). */
const OFFERED_TYPES = ['one_click', 'full_reg'] as const;
type OfferedType = (typeof OFFERED_TYPES)[number];

const text = (data: FormData, name: string) => {
  const value = data.get(name);
  return typeof value === 'string' ? value.trim() : '';
};

/** `/{lng}/registration`: one-click and full registration, with the bonus choice. */
export const RegistrationPage = observer(function RegistrationPage({
  registration,
  stores,
  navigate,
}: RegistrationPageProps) {
  const { t } = useTranslation();
  const [type, setType] = useState<OfferedType>('one_click');
  const home = `/${stores.settings.language}/`;
  const ageLimit = stores.siteConfig.config?.ageLimit ?? 18;
  const { credentials } = registration;

  if (credentials !== null) {
    const file = credentialsFileText(credentials, {
      login: t('registration_login'),
      password: t('registration_password'),
    });
    return (
      <section
        className="bs-account"
        data-page="registration"
        aria-labelledby="bs-registration-done"
      >
        <h1 id="bs-registration-done">{t('registration_done_title')}</h1>
        <p>{t('registration_credentials_hint')}</p>
        <dl className="bs-account__credentials">
          <dt>{t('registration_login')}</dt>
          <dd data-credential="login">{credentials.login}</dd>
          <dt>{t('registration_password')}</dt>
          <dd data-credential="password">{credentials.password}</dd>
        </dl>
        <a
          className="bs-account__secondary"
          download="betshell-account.txt"
          href={`data:text/plain;charset=utf-8,${encodeURIComponent(file)}`}
        >
          {t('registration_save_file')}
        </a>
        <button
          type="button"
          className="bs-account__submit"
          onClick={() => {
            registration.forgetCredentials();
            navigate(home);
          }}
        >
          {t('registration_continue')}
        </button>
      </section>
    );
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const common = {
      currency: text(data, 'currency'),
      countryId: 1,
      bonusChoice: Number(text(data, 'bonus')) as BonusChoice,
    };
    const body =
      type === 'one_click'
        ? { type, ...common }
        : {
            type,
            ...common,
            email: text(data, 'email'),
            password: text(data, 'password'),
            name: text(data, 'name'),
            surname: text(data, 'surname'),
            birthday: text(data, 'birthday'),
          };
    void registration.register(body).then((done) => {
      if (done && type !== 'one_click') navigate(home);
    });
  };

  return (
    <section
      className="bs-account"
      data-page="registration"
      aria-labelledby="bs-registration-title"
    >
      <h1 id="bs-registration-title">{t('registration_title')}</h1>
      <div className="bs-account__tabs" role="tablist">
        {OFFERED_TYPES.map((offered) => (
          <button
            key={offered}
            type="button"
            role="tab"
            aria-selected={type === offered}
            onClick={() => setType(offered)}
          >
            {t(`registration_type_${offered}`)}
          </button>
        ))}
      </div>
      <form className="bs-account__form" onSubmit={submit} key={type}>
        {type === 'full_reg' && (
          <>
            <label>
              {t('registration_email')}
              <input name="email" type="email" autoComplete="email" required />
            </label>
            <label>
              {t('registration_password')}
              <input name="password" type="password" autoComplete="new-password" required />
            </label>
            <label>
              {t('registration_name')}
              <input name="name" autoComplete="given-name" required />
            </label>
            <label>
              {t('registration_surname')}
              <input name="surname" autoComplete="family-name" required />
            </label>
            <label>
              {t('registration_birthday', { age: ageLimit })}
              <input name="birthday" type="date" autoComplete="bday" required />
            </label>
          </>
        )}
        <label>
          {t('registration_currency')}
          <select name="currency" defaultValue="RUB">
            {SITE_CURRENCIES.map((currency) => (
              <option key={currency} value={currency}>
                {currency}
              </option>
            ))}
          </select>
        </label>
        <fieldset>
          <legend>{t('registration_bonus')}</legend>
          {(Object.keys(BONUS_CHOICE) as (keyof typeof BONUS_CHOICE)[]).map((choice) => (
            <label key={choice} className="bs-account__check">
              <input
                type="radio"
                name="bonus"
                value={BONUS_CHOICE[choice]}
                defaultChecked={choice === 'sport'}
              />
              {t(`registration_bonus_${choice}`)}
            </label>
          ))}
        </fieldset>
        {registration.errorKey !== null && (
          <p className="bs-account__error" role="alert">
            {t(registration.errorKey)}
          </p>
        )}
        <button type="submit" className="bs-account__submit" disabled={registration.submitting}>
          {t('registration_submit')}
        </button>
      </form>
    </section>
  );
});
