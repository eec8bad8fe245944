import { isHttpFailure } from '@betshell/domain';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface StopNewsletterPageProps {
  /** POSTs the token (STOP_NEWSLETTER_PATH). */
  readonly stop: (token: string) => Promise<void>;
  /** The letter's link's token (`?token=`), or null. */
  readonly token: string | null;
  readonly home: string;
  readonly navigate: (url: string) => void;
}

type State = 'working' | 'done' | 'invalid' | 'failed';

/**
 * `/{lng}/stopnewsletter?token=` (spec/shell.md section 2.8), the link every letter ends with: the
 * page sends the token as it opens, without signing in, and says in the letter's language (the
 * link's prefix) that the letters stopped, or that the link was changed and is refused.
 */
export function StopNewsletterPage({ stop, token, home, navigate }: StopNewsletterPageProps) {
  const { t } = useTranslation();
  const [state, setState] = useState<State>(token === null ? 'invalid' : 'working');
  useEffect(() => {
    if (token === null) return undefined;
    let live = true;
    stop(token).then(
      () => live && setState('done'),
      (failed: unknown) =>
        live && setState(isHttpFailure(failed) && failed.code === 400 ? 'invalid' : 'failed'),
    );
    return () => {
      live = false;
    };
  }, [stop, token]);
  const text = {
    working: 'stop_newsletter_working',
    done: 'stop_newsletter_done',
    invalid: 'stop_newsletter_invalid',
    failed: 'office_sections_error',
  }[state];
  return (
    <section className="bs-account" data-page="stopnewsletter" data-state={state}>
      <h1>{t('stop_newsletter_title')}</h1>
      <p role={state === 'invalid' || state === 'failed' ? 'alert' : 'status'}>{t(text)}</p>
      <p>
        <a
          href={home}
          onClick={(event) => {
            event.preventDefault();
            navigate(home);
          }}
        >
          {t('stop_newsletter_to_site')}
        </a>
      </p>
    </section>
  );
}
