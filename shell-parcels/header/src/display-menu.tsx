import { observer } from 'mobx-react-lite';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  APP_FONT_SIZES,
  APP_THEMES,
  APP_VIEW_TYPES,
  fontSizeAttributeOf,
  themeAttributeOf,
  timeZoneChoicesWith,
  timeZoneLabel,
  type RootStore,
} from '@betshell/domain';
import { Field, FieldFrame } from '@betshell/ui';

export interface DisplayMenuProps {
  readonly stores: RootStore;
}

/**
 * The display settings (spec/shell.md section 3: appTheme, appFontSize, timeZone, is12h, show
 * game id) in the header, so a player or a visitor finds them from every page: a button that
 * opens the theme (light, dark, as the system), the font size in three steps, the time zone and
 * clock every time on the site follows (formatTime), and whether the line shows each game's
 * number; how the line shows (the European or the Asian view, championships grouped by
 * country, team logos, the detailed score, best matches on top); and the desktop's side panels
 * (the sports menu and the coupon beside the line, shown or hidden: docs/display-settings.md).
 * A choice applies at once; the settings store keeps it in its cookie and, for a
 * signed-in player, on the server; the platform puts theme and size on <html>.
 */
export const DisplayMenu = observer(function DisplayMenu({ stores }: DisplayMenuProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const toggle = useRef<HTMLButtonElement>(null);
  const { settings } = stores;

  return (
    <div
      className="bs-header__display"
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !open) return;
        // This Escape is the panel's: a dialog the menu sits in (the phone's mobile menu) stays
        // open, and closes on the next one.
        event.stopPropagation();
        setOpen(false);
        // The focus was in the panel that hides now: back to the button that opened it.
        toggle.current?.focus();
      }}
    >
      <button
        ref={toggle}
        type="button"
        className="bs-header__display-toggle"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
      >
        {t('header_display')}
      </button>
      <div id={panelId} className="bs-header__display-menu" hidden={!open}>
        <fieldset>
          <legend>{t('header_display_theme')}</legend>
          {APP_THEMES.map((theme) => (
            <Field
              key={theme}
              type="radio"
              name={`${panelId}-theme`}
              checked={settings.appTheme === theme}
              onChange={() => settings.setAppTheme(theme)}
              label={t(`header_display_theme_${themeAttributeOf(theme)}`)}
            />
          ))}
        </fieldset>
        <fieldset>
          <legend>{t('header_display_font_size')}</legend>
          {APP_FONT_SIZES.map((size) => (
            <Field
              key={size}
              type="radio"
              name={`${panelId}-font-size`}
              checked={settings.appFontSize === size}
              onChange={() => settings.setAppFontSize(size)}
              label={t(`header_display_font_size_${fontSizeAttributeOf(size)}`)}
            />
          ))}
        </fieldset>
        <fieldset>
          <legend>{t('header_display_time')}</legend>
          <FieldFrame label={t('header_display_time_zone')}>
            <select
              value={String(settings.timeZone)}
              onChange={(event) => settings.setTimeZone(Number(event.target.value))}
            >
              {timeZoneChoicesWith(settings.timeZone).map((hours) => (
                <option key={hours} value={String(hours)}>
                  {timeZoneLabel(hours)}
                </option>
              ))}
            </select>
          </FieldFrame>
          <Field
            type="checkbox"
            checked={settings.is12h}
            onChange={(event) => settings.setIs12h(event.target.checked)}
            label={t('header_display_clock_12h')}
          />
        </fieldset>
        <fieldset>
          <legend>{t('header_display_games')}</legend>
          <Field
            type="checkbox"
            checked={settings.showGameId}
            onChange={(event) => settings.setShowGameId(event.target.checked)}
            label={t('header_display_show_game_id')}
          />
          <Field
            type="checkbox"
            checked={settings.isGroupByCountry}
            onChange={(event) => settings.setGroupByCountry(event.target.checked)}
            label={t('header_display_group_by_country')}
          />
          <Field
            type="checkbox"
            checked={settings.teamLogos}
            onChange={(event) => settings.setTeamLogos(event.target.checked)}
            label={t('header_display_team_logos')}
          />
          <Field
            type="checkbox"
            checked={settings.detailedScore}
            onChange={(event) => settings.setDetailedScore(event.target.checked)}
            label={t('header_display_detailed_score')}
          />
          <Field
            type="checkbox"
            checked={settings.bestMatchesOnTop}
            onChange={(event) => settings.setBestMatchesOnTop(event.target.checked)}
            label={t('header_display_best_matches_on_top')}
          />
        </fieldset>
        <fieldset>
          <legend>{t('header_display_view_type')}</legend>
          {APP_VIEW_TYPES.map((type) => (
            <Field
              key={type}
              type="radio"
              name={`${panelId}-view-type`}
              checked={settings.appViewType === type}
              onChange={() => settings.setAppViewType(type)}
              label={t(type === 1 ? 'header_display_view_asian' : 'header_display_view_european')}
            />
          ))}
        </fieldset>
        <fieldset>
          <legend>{t('header_display_panels')}</legend>
          <Field
            type="checkbox"
            checked={!settings.leftPanelHidden}
            onChange={(event) => settings.setPanelHidden('left', !event.target.checked)}
            label={t('header_display_left_panel')}
          />
          <Field
            type="checkbox"
            checked={!settings.rightPanelHidden}
            onChange={(event) => settings.setPanelHidden('right', !event.target.checked)}
            label={t('header_display_right_panel')}
          />
        </fieldset>
      </div>
    </div>
  );
});
