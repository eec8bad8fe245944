/**
 * The display settings of spec/shell.md section 3: appTheme (0 light, 1 dark) and appFontSize.
 * The spec gives the theme's two values only; ours: 2 means "follow the system" (the browser's
 * colour-scheme preference decides, in CSS, before the first paint). appFontSize has no values in
 * the spec; ours: three steps, 0 normal, 1 large, 2 largest. Both are written in their cookies as
 * the digit, and on <html> as data-theme and data-font-size, which the design tokens read.
 */

/** appTheme: 0 light, 1 dark (spec), 2 follow the system (ours). */
export type AppTheme = 0 | 1 | 2;
export const APP_THEMES: readonly AppTheme[] = [0, 1, 2];
/** Ours: light, as the site looked before the setting existed. */
export const DEFAULT_APP_THEME: AppTheme = 0;

/** appFontSize: 0 normal, 1 large, 2 largest (ours). */
export type AppFontSize = 0 | 1 | 2;
export const APP_FONT_SIZES: readonly AppFontSize[] = [0, 1, 2];
export const DEFAULT_APP_FONT_SIZE: AppFontSize = 0;

/** The value of <html data-theme>; the design tokens define a palette for each. */
export type ThemeAttribute = 'light' | 'dark' | 'system';
/** The value of <html data-font-size>; the design tokens give each a root font size. */
export type FontSizeAttribute = 'normal' | 'large' | 'largest';

const THEME_ATTRIBUTES: Readonly<Record<AppTheme, ThemeAttribute>> = {
  0: 'light',
  1: 'dark',
  2: 'system',
};
const FONT_SIZE_ATTRIBUTES: Readonly<Record<AppFontSize, FontSizeAttribute>> = {
  0: 'normal',
  1: 'large',
  2: 'largest',
};

const digitOf = (value: string | undefined): number | null =>
  value !== undefined && /^\d$/.test(value) ? Number(value) : null;

/** An appTheme from its cookie; anything but 0, 1 or 2 is not set. */
export function appThemeOf(value: string | undefined): AppTheme | null {
  const digit = digitOf(value);
  return APP_THEMES.find((theme) => theme === digit) ?? null;
}

/** An appFontSize from its cookie; anything but 0, 1 or 2 is not set. */
export function appFontSizeOf(value: string | undefined): AppFontSize | null {
  const digit = digitOf(value);
  return APP_FONT_SIZES.find((size) => size === digit) ?? null;
}

export function themeAttributeOf(theme: AppTheme): ThemeAttribute {
  return THEME_ATTRIBUTES[theme];
}

export function fontSizeAttributeOf(size: AppFontSize): FontSizeAttribute {
  return FONT_SIZE_ATTRIBUTES[size];
}

/**
 * The attributes <html> carries for the cookies' values, the defaults where a cookie is missing or
 * not a known value: what the server writes into the page and the browser keeps in step.
 */
export function displayAttributesOf(cookies: {
  readonly appTheme: string | undefined;
  readonly appFontSize: string | undefined;
}): { readonly theme: ThemeAttribute; readonly fontSize: FontSizeAttribute } {
  return {
    theme: themeAttributeOf(appThemeOf(cookies.appTheme) ?? DEFAULT_APP_THEME),
    fontSize: fontSizeAttributeOf(appFontSizeOf(cookies.appFontSize) ?? DEFAULT_APP_FONT_SIZE),
  };
}
