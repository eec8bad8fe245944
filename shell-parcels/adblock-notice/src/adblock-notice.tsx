import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type KeyValueStorage } from '@betshell/domain';
import { AD_BLOCK_CHECK_DELAY_MS, type AdBlockVerdict } from '@betshell/domain/chrome';

/** Session storage key (ours): a visitor who closed the notice is not told again this session. */
export const ADBLOCK_NOTICE_CLOSED_KEY = 'adblock_notice_closed';

export interface AdblockNoticeProps {
  readonly detect: () => Promise<AdBlockVerdict>;
  /** Runs the detection after a delay; answers the cancel (platform.clock.schedule). */
  readonly schedule: (delayMs: number, task: () => void) => () => void;
  readonly session: KeyValueStorage;
}

/**
 * spec/shell.md section 8: "Ad blocker detected: notice 'website blocked by adblock'". The check
 * runs once per page, a little after it settles so it costs the first paint nothing; the notice
 * asks the visitor to let the site through, and can be closed for the session.
 */
export function AdblockNotice({ detect, schedule, session }: AdblockNoticeProps) {
  const { t } = useTranslation();
  const [blocked, setBlocked] = useState(false);

  useEffect(() => {
    if (session.get(ADBLOCK_NOTICE_CLOSED_KEY) !== undefined) return undefined;
    let live = true;
    const cancel = schedule(AD_BLOCK_CHECK_DELAY_MS, () => {
      void detect().then((verdict) => {
        if (live) setBlocked(verdict === 'blocked');
      });
    });
    return () => {
      live = false;
      cancel();
    };
  }, [detect, schedule, session]);

  if (!blocked) return null;
  return (
    <div className="bs-adblock" role="alert">
      <p>
        <strong>{t('website_blocked_by_adblock')}</strong> {t('website_blocked_by_adblock_hint')}
      </p>
      <button
        type="button"
        aria-label={t('adblock_notice_close')}
        title={t('adblock_notice_close')}
        onClick={() => {
          session.set(ADBLOCK_NOTICE_CLOSED_KEY, '1');
          setBlocked(false);
        }}
      >
        ×
      </button>
    </div>
  );
}
