import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { type RootStore } from '@betshell/domain';
import { OFFERED_COEF_VIEW_IDS, isOfferedCoefView } from '@betshell/domain/betting';
import {
  MARKETS_NAME_TYPES,
  marketsNameTypeOf,
  type BettingSettingsStore,
} from '@betshell/domain/sportsbook';

/**
 * The global settings that change the betting pages (spec/shell.md section 3): odds format
 * (coefViewId: the offered views the site allows), market names, accumulator of the day for line
 * and live, compact view. Each choice applies at once and is kept in its cookie.
 */
export const SettingsPanel = observer(function SettingsPanel({
  stores,
  betting,
}: {
  readonly stores: RootStore;
  readonly betting: BettingSettingsStore;
}) {
  const { t } = useTranslation();
  const settings = stores.settings;
  const allowed = stores.siteConfig.config?.allowedCoefViews;
  const views = OFFERED_COEF_VIEW_IDS.filter((id) => allowed?.includes(id) ?? true);
  return (
    <details className="bs-sportsbook__settings">
      <summary>{t('sportsbook_settings')}</summary>
      <div className="bs-sportsbook__settings-body">
        <label>
          {t('sportsbook_odds_format')}
          <select
            value={settings.coefViewId}
            onChange={(event) => {
              const id = Number(event.target.value);
              if (isOfferedCoefView(id)) settings.setCoefViewId(id);
            }}
          >
            {views.map((id) => (
              <option key={id} value={id}>
                {t(`sportsbook_odds_format_${id}`)}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('sportsbook_markets_name_type')}
          <select
            value={betting.marketsNameType}
            onChange={(event) => {
              const type = marketsNameTypeOf(event.target.value);
              if (type !== null) betting.setMarketsNameType(type);
            }}
          >
            {MARKETS_NAME_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`sportsbook_markets_name_${type}`)}
              </option>
            ))}
          </select>
        </label>
        <label>
          <input
            type="checkbox"
            checked={betting.accumulatorOfDay.line}
            onChange={(event) => betting.setAccumulatorOfDay('line', event.target.checked)}
          />
          {t('sportsbook_accumulator_line_setting')}
        </label>
        <label>
          <input
            type="checkbox"
            checked={betting.accumulatorOfDay.live}
            onChange={(event) => betting.setAccumulatorOfDay('live', event.target.checked)}
          />
          {t('sportsbook_accumulator_live_setting')}
        </label>
        <label>
          <input
            type="checkbox"
            checked={betting.compactView}
            onChange={(event) => betting.setCompactView(event.target.checked)}
          />
          {t('sportsbook_compact_view')}
        </label>
      </div>
    </details>
  );
});
