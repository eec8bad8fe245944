import type { Clock } from '@betshell/domain';
import {
  LimitsStore,
  SESSION_LIMIT_ENDED_KEY,
  VISIT_TOMORROW_KEY,
  type LimitsApi,
} from '@betshell/domain/limits';
import { reaction } from 'mobx';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface SessionLimitWatchProps {
  readonly session: { readonly authorised: boolean };
  readonly api: LimitsApi;
  readonly clock: Clock;
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
  api,
  clock,
  onEnded,
}: SessionLimitWatchProps) {
  const { t } = useTranslation();
  const [ended, setEnded] = useState(false);
  const authorised = session.authorised;
  useEffect(() => {
    if (!authorised) return;
    // A store per signed-in stretch: the next player (or the next day) starts with a clean count.
    const limits = new LimitsStore(api, clock);
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
      limits.stop();
    };
  }, [authorised, api, clock, onEnded]);

  if (!ended) return null;
  return (
    <div role="alert" className="bs-session-limit">
      <p>{t(SESSION_LIMIT_ENDED_KEY)}</p>
      <p>{t(VISIT_TOMORROW_KEY)}</p>
    </div>
  );
});
