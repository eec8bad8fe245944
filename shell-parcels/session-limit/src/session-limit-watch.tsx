import {
  SESSION_LIMIT_ENDED_KEY,
  VISIT_TOMORROW_KEY,
  type LimitsStore,
} from '@betshell/domain/limits';
import { reaction } from 'mobx';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface SessionLimitWatchProps {
  readonly session: { readonly authorised: boolean };
  /** The page's one limits store (sharedLimitsStore), the office page's too. */
  readonly limits: LimitsStore;
  /** The session limit ran out: disconnect the player (after the notice is up). */
  readonly onEnded: () => void;
}

/**
 * Section 4: while a player is authorised the page pings the limits service every 30 s; when the
 * answer says the session limit has run out, a permanent notice ('session limit ended' plus
 * 'visit tomorrow') goes up and then the player is disconnected. The notice stays after the
 * sign-out, so the player reads why they were signed out. Visitors get no ping and no notice.
 */
export const SessionLimitWatch = observer(function SessionLimitWatch({
  session,
  limits,
  onEnded,
}: SessionLimitWatchProps) {
  const { t } = useTranslation();
  const [ended, setEnded] = useState(false);
  const authorised = session.authorised;
  useEffect(() => {
    if (!authorised) return;
    // Each signed-in stretch starts with a clean count: the next player (or the next day) is not
    // met by the previous stretch's notice.
    limits.beginSession();
    const stopWatching = reaction(
      () => limits.sessionLimitEnded,
      (hasEnded) => {
        if (!hasEnded) return;
        setEnded(true);
        onEnded();
      },
    );
    limits.startPing();
    return () => {
      stopWatching();
      // Signed out: the shared store forgets this player. Unmounted while still signed in (a
      // layout change): only the ping stops, the office page keeps what it loaded.
      if (session.authorised) limits.stop();
      else limits.endSession();
    };
  }, [authorised, session, limits, onEnded]);

  if (!ended) return null;
  return (
    <div role="alert" className="bs-session-limit">
      <p>{t(SESSION_LIMIT_ENDED_KEY)}</p>
      <p>{t(VISIT_TOMORROW_KEY)}</p>
    </div>
  );
});
