import { observer } from 'mobx-react-lite';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Observable } from 'rxjs';
import {
  ofType,
  type CookieAgreement,
  type CookieAgreementStore,
  type RootStore,
  type ShellEvent,
} from '@betshell/domain';
import { CookieChoices } from './cookie-choices';

export interface CookieBannerProps {
  readonly agreement: CookieAgreementStore;
  readonly bus: Observable<ShellEvent>;
  readonly stores: RootStore;
  readonly navigate: (url: string) => void;
}

/**
 * The cookie-agreement banner (spec/shell.md section 6): it shows until the visitor answers, with
 * "accept all", "only necessary" and a per-category choice (essential always on, functional,
 * marketing), and opens again at the footer's request so an agreement can be changed or withdrawn.
 */
export const CookieBanner = observer(function CookieBanner({
  agreement,
  bus,
  stores,
  navigate,
}: CookieBannerProps) {
  const { t } = useTranslation();
  const [reopened, setReopened] = useState(false);
  const [choosing, setChoosing] = useState(false);
  const title = useId();

  useEffect(() => {
    const subscription = bus.pipe(ofType('cookie-settings')).subscribe(() => {
      setReopened(true);
      setChoosing(true);
    });
    return () => subscription.unsubscribe();
  }, [bus]);

  if (agreement.answered && !reopened) return null;

  const agree = (choice: CookieAgreement) => {
    setReopened(false);
    setChoosing(false);
    void agreement.agree(choice);
  };
  const policy = `/${stores.settings.language}/cookies`;

  return (
    <section className="bs-cookies" role="region" aria-labelledby={title}>
      <h2 id={title}>{t('cookie_banner_title')}</h2>
      <p>
        {t('cookie_banner_text')}{' '}
        <a
          href={policy}
          onClick={(event) => {
            event.preventDefault();
            navigate(policy);
          }}
        >
          {t('cookie_banner_policy_link')}
        </a>
      </p>
      {choosing ? (
        <CookieChoices initial={agreement.agreement} save={agree} />
      ) : (
        <div className="bs-cookies__actions">
          <button type="button" onClick={() => agree({ functional: true, marketing: true })}>
            {t('cookie_banner_accept_all')}
          </button>
          <button type="button" onClick={() => agree({ functional: false, marketing: false })}>
            {t('cookie_banner_only_necessary')}
          </button>
          <button type="button" onClick={() => setChoosing(true)}>
            {t('cookie_banner_choose')}
          </button>
        </div>
      )}
    </section>
  );
});
