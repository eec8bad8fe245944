import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { formatOdds } from '@betshell/domain/betting';
import { accumulatorOfTheDay, marketLabel, type LineEvent } from '@betshell/domain/sportsbook';
import { OddButton } from './odd-button';
import { useSportsbook } from './view-context';

/**
 * The accumulator of the day of a section (spec/shell.md section 3), when the player has it on for
 * that section: its selections, pressed one by one like any odd, and its total odds; "add all" puts
 * in the coupon the ones not there yet.
 */
export const AccumulatorBlock = observer(function AccumulatorBlock({
  section,
  events,
}: {
  readonly section: 'line' | 'live';
  readonly events: readonly LineEvent[];
}) {
  const { t } = useTranslation();
  const { store, betting, coefViewId, nameType } = useSportsbook();
  if (!betting.accumulatorOfDay[section]) return null;
  const accumulator = accumulatorOfTheDay(events);
  if (accumulator === null) return null;
  const title = t(
    section === 'live' ? 'sportsbook_accumulator_live' : 'sportsbook_accumulator_line',
  );
  const addAll = () => {
    for (const { event, market } of accumulator.selections) {
      if (store.isSelected(market.id)) continue;
      const label = marketLabel(market, nameType);
      store.toggle(event, market, t(label.key, label.values));
    }
  };
  const allIn = accumulator.selections.every(({ market }) => store.isSelected(market.id));
  return (
    <section className="bs-sportsbook__accumulator" aria-label={title}>
      <h3>{title}</h3>
      <ol>
        {accumulator.selections.map(({ event, market }) => (
          <li key={market.id}>
            <span className="bs-sportsbook__teams">
              {event.home} — {event.away}
            </span>
            <OddButton
              store={store}
              event={event}
              market={market}
              coefViewId={coefViewId}
              nameType={nameType}
            />
          </li>
        ))}
      </ol>
      <p className="bs-sportsbook__accumulator-total">
        {t('sportsbook_accumulator_total')}{' '}
        <strong>{formatOdds(accumulator.coef, coefViewId)}</strong>
      </p>
      <button type="button" className="bs-sportsbook__button" disabled={allIn} onClick={addAll}>
        {t('sportsbook_accumulator_add')}
      </button>
    </section>
  );
});
