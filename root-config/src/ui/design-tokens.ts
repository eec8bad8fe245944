// The design tokens of the site: the one file where a colour is written as a value (a lint rule of
// eslint.config.mjs refuses colour literals everywhere else). Everything else names a token as a
// CSS custom property, `var(--ui-color-text)`, so a theme, a font size or a denser layout is a
// change here, not in every parcel.
//
// designTokensCss is written into index.html before the shell's own styles (the build's critical
// CSS), so the page paints in the site's colours before any module arrives.

/** The colours every part of the site is drawn with, by role, not by hue. */
export interface Palette {
  /** The page behind everything. */
  readonly page: string;
  readonly surface: string;
  /** A quieter surface: inactive tabs, read-only rows, a disabled control. */
  readonly surfaceMuted: string;
  /** A heavier one: section headings in lists, skeletons. */
  readonly surfaceStrong: string;
  readonly text: string;
  readonly textMuted: string;
  readonly textSubtle: string;
  readonly border: string;
  readonly divider: string;
  /** The navy of the header and of chosen controls. */
  readonly brand: string;
  readonly brandStrong: string;
  readonly onBrand: string;
  readonly onBrandMuted: string;
  readonly onBrandSubtle: string;
  /** The yellow of the main action. */
  readonly accent: string;
  readonly accentStrong: string;
  readonly onAccent: string;
  readonly link: string;
  readonly info: string;
  readonly danger: string;
  readonly dangerSurface: string;
  /** Text on a ground of `danger`: a live badge, a count, a banner that warns. */
  readonly onDanger: string;
  readonly success: string;
  readonly successSurface: string;
  /** Text on a ground of `success`: the coupon's place button. */
  readonly onSuccess: string;
  readonly warning: string;
  readonly warningSurface: string;
  /** Behind a dialog. */
  readonly scrim: string;
  /** Behind a gate the player must answer before anything else (the age question). */
  readonly scrimStrong: string;
  readonly shadow: string;
}

export const LIGHT_PALETTE: Palette = {
  page: '#eef2f6',
  surface: '#fff',
  surfaceMuted: '#f3f5f8',
  surfaceStrong: '#e3e8ee',
  text: '#14202e',
  textMuted: '#4a5a6c',
  textSubtle: '#5f6b78',
  border: '#7b8794',
  divider: '#e3e8ee',
  brand: '#0f2238',
  brandStrong: '#1d3a5c',
  onBrand: '#fff',
  onBrandMuted: '#c9d5e3',
  onBrandSubtle: '#9fb3c8',
  accent: '#ffd23f',
  accentStrong: '#ffe27a',
  onAccent: '#0f2238',
  link: '#1a5fb4',
  info: '#1a5fb4',
  danger: '#b3261e',
  dangerSurface: '#fdecea',
  onDanger: '#fff',
  success: '#1b7a35',
  successSurface: '#eaf7ee',
  onSuccess: '#fff',
  warning: '#a15c00',
  warningSurface: '#fff8ec',
  scrim: 'rgb(15 34 56 / 60%)',
  scrimStrong: 'rgb(9 20 33 / 82%)',
  shadow: 'rgb(15 34 56 / 35%)',
};

/** Defined now so that every part is drawn with roles that hold in both; the settings offer it. */
export const DARK_PALETTE: Palette = {
  page: '#0b131c',
  surface: '#15212e',
  surfaceMuted: '#1b2938',
  surfaceStrong: '#243447',
  text: '#e6edf5',
  textMuted: '#a9b7c6',
  textSubtle: '#8594a4',
  border: '#62768c',
  divider: '#243447',
  brand: '#0a1826',
  brandStrong: '#1d3a5c',
  onBrand: '#fff',
  onBrandMuted: '#c9d5e3',
  onBrandSubtle: '#9fb3c8',
  accent: '#ffd23f',
  accentStrong: '#ffe27a',
  onAccent: '#0f2238',
  link: '#7cb4ff',
  info: '#5b9cf0',
  danger: '#ff8a80',
  dangerSurface: '#3d1a18',
  onDanger: '#0a1826',
  success: '#6fd08c',
  successSurface: '#16301f',
  onSuccess: '#0a1826',
  warning: '#f5b94a',
  warningSurface: '#3a2a10',
  scrim: 'rgb(0 0 0 / 65%)',
  scrimStrong: 'rgb(0 0 0 / 85%)',
  shadow: 'rgb(0 0 0 / 55%)',
};

export const THEMES = { light: LIGHT_PALETTE, dark: DARK_PALETTE } as const;
export type Theme = keyof typeof THEMES;
/** The theme the site shows until the player chooses one (the domain's DEFAULT_APP_THEME, light). */
export const DEFAULT_THEME: Theme = 'light';

/** Everything but colour: the same in every theme. */
const SCALES: Readonly<Record<string, string>> = {
  'space-1': '0.25rem',
  'space-2': '0.5rem',
  'space-3': '0.75rem',
  'space-4': '1rem',
  'space-5': '1.5rem',
  'space-6': '2rem',
  'radius-sm': '0.25rem',
  'radius-md': '0.375rem',
  'radius-lg': '0.5rem',
  'radius-xl': '0.75rem',
  'radius-round': '50%',
  'font-family': "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
  'font-family-mono': 'ui-monospace, monospace',
  'font-size-xs': '0.75rem',
  'font-size-sm': '0.875rem',
  'font-size-md': '1rem',
  'font-size-lg': '1.25rem',
  'font-size-xl': '1.5rem',
  'font-weight-strong': '600',
  'line-height': '1.5',
  // The least height and width of what a finger presses (buttons, odds, menu links), on a phone or
  // any touch screen (TOUCH_SCREEN): 44 px at the normal font size.
  'touch-target': '2.75rem',
  'elevation-1': '0 1px 3px rgb(15 34 56 / 12%)',
  'elevation-2': '0 4px 14px rgb(15 34 56 / 20%)',
  'elevation-3': '0 8px 30px var(--ui-color-shadow)',
  // Toasts stay under a dialog: a message never hides the question the player must answer.
  'layer-toast': '900',
  'layer-dialog': '1000',
};

/**
 * Below this width a table shows its rows as cards (ResponsiveTable). A media query cannot read a
 * custom property, so this one is a constant that the kit's styles write in.
 */
export const NARROW_SCREEN = '40rem';

/**
 * Where a finger, not a mouse, presses: a narrow screen or a coarse pointer. There the kit's
 * controls (and a parcel's odds and menu links) are at least `--ui-touch-target` tall; a desktop
 * with a mouse keeps its density. A media query list, for `@media ${TOUCH_SCREEN} { ... }`.
 */
export const TOUCH_SCREEN = `(max-width: ${NARROW_SCREEN}), (pointer: coarse)`;

const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/** `var(--ui-color-<role>)`: a colour of the current theme, for a style written in code. */
export function colour(role: keyof Palette): string {
  return `var(--ui-color-${kebab(role)})`;
}

const declarations = (entries: Iterable<readonly [string, string]>) =>
  [...entries].map(([name, value]) => `  --ui-${name}: ${value};`).join('\n');

const paletteDeclarations = (palette: Palette) =>
  declarations(Object.entries(palette).map(([role, value]) => [`color-${kebab(role)}`, value]));

/**
 * The root font size for each step of <html data-font-size> (the player's appFontSize). Every size
 * and space of the kit is in rem, so the whole page grows with it.
 */
export const ROOT_FONT_SIZES = { normal: '100%', large: '112.5%', largest: '125%' } as const;

/**
 * The tokens as CSS custom properties on the root element: the light palette and the scales by
 * default, the dark palette under `data-theme="dark"` on <html>, and under `data-theme="system"`
 * when the browser prefers dark: a media query, so the page paints in the right colours before any
 * script runs. The root font size follows `data-font-size`.
 */
export const designTokensCss = `:root {
  color-scheme: light;
${paletteDeclarations(LIGHT_PALETTE)}
${declarations(Object.entries(SCALES))}
}
:root[data-theme='dark'] {
  color-scheme: dark;
${paletteDeclarations(DARK_PALETTE)}
}
@media (prefers-color-scheme: dark) {
  :root[data-theme='system'] {
    color-scheme: dark;
${paletteDeclarations(DARK_PALETTE)}
  }
}
${Object.entries(ROOT_FONT_SIZES)
  .map(([step, size]) => `:root[data-font-size='${step}'] {\n  font-size: ${size};\n}`)
  .join('\n')}
`;
