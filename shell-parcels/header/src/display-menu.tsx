import { observer } from 'mobx-react-lite';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  APP_FONT_SIZES,
  APP_THEMES,
  fontSizeAttributeOf,
  themeAttributeOf,
  type RootStore,
} from '@betshell/domain';
import { Field } from '@betshell/ui';

export interface DisplayMenuProps {
  readonly stores: RootStore;
}

/**
 * The display settings (spec/shell.md section 3: appTheme, appFontSize) in the header, so a player
 * or a visitor finds them from every page: a button that opens two choices, the theme (light,
 * dark, as the system) and the font size in three steps. A choice applies at once; the settings
 * store keeps it in its cookie, and the platform puts it on <html>.
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
      </div>
    </div>
  );
});
