import { ofType, type Clock, type ShellEventBus } from '@betshell/domain';
import { formatMoney } from '@betshell/domain/accounts';
import {
  REALITY_CHECK_KEY,
  RealityCheckStore,
  playedTime,
  type RealityCheckApi,
  type SessionNetResult,
} from '@betshell/domain/limits';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Dialog } from '@betshell/ui';

export interface RealityCheckWatchProps {
  readonly session: { readonly authorised: boolean };
  readonly api: RealityCheckApi;
  readonly clock: Clock;
  /** The page's bus: a 'limits' 'updated' event (the office page saved) re-reads the interval. */
  readonly bus: ShellEventBus;
  /** The player chose to log out from the popup. */
  readonly onLogOut: () => void;
}

/** "−12,50 RUB", "+6,00 USD": the sign always shows, so a win never reads as a loss. */
function signedAmount({ currency, amountMinor }: SessionNetResult, language: string): string {
  return formatMoney(amountMinor, currency, language, { unit: 'code', signed: true });
}

/**
 * The reality check (decisions.md, limit 32): for a signed-in player with a reality check, every
 * N minutes of the session a popup shows the time played and the session's net result, with
 * "continue" (the next popup N minutes on) and "log out". Visitors get nothing.
 */
export const RealityCheckWatch = observer(function RealityCheckWatch({
  session,
  api,
  clock,
  bus,
  onLogOut,
}: RealityCheckWatchProps) {
  const { t, i18n } = useTranslation();
  const [store, setStore] = useState<RealityCheckStore | null>(null);
  const authorised = session.authorised;
  useEffect(() => {
    if (!authorised) return;
    // One store per signed-in stretch: the next session plans from its own start.
    const check = new RealityCheckStore(api, clock);
    setStore(check);
    void check.start();
    const updates = bus.pipe(ofType('limits')).subscribe((event) => {
      if (event.change === 'updated') void check.start();
    });
    return () => {
      updates.unsubscribe();
      check.stop();
      setStore(null);
    };
  }, [authorised, api, clock, bus]);

  const shown = store?.shown;
  if (shown === null || shown === undefined) return null;
  const { hours, minutes } = playedTime(shown.playedSeconds);
  // No onClose: the player chooses to go on or to log out; Escape does not skip the check.
  return (
    <Dialog title={t(REALITY_CHECK_KEY.title)} className="bs-reality-check">
      <p>{t(REALITY_CHECK_KEY.played, { hours, minutes })}</p>
      {shown.netResult.length === 0 ? (
        <p>{t(REALITY_CHECK_KEY.noPlay)}</p>
      ) : (
        shown.netResult.map((result) => (
          <p key={result.currency} data-currency={result.currency}>
            {t(REALITY_CHECK_KEY.netResult, { amount: signedAmount(result, i18n.language) })}
          </p>
        ))
      )}
      <div className="bs-reality-check__choices">
        <Button tone="primary" onClick={() => store?.continuePlaying()}>
          {t(REALITY_CHECK_KEY.continue)}
        </Button>
        <Button
          onClick={() => {
            store?.stop();
            onLogOut();
          }}
        >
          {t(REALITY_CHECK_KEY.logOut)}
        </Button>
      </div>
    </Dialog>
  );
});
