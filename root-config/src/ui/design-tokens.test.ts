import { LIGHT_PALETTE, THEMES, type Palette } from './design-tokens';

/** WCAG 2.1's relative luminance of a `#rgb` or `#rrggbb` colour. */
function luminance(hex: string): number {
  const digits = hex.slice(1);
  const full = digits.length === 3 ? [...digits].map((digit) => digit + digit).join('') : digits;
  const [red, green, blue] = [0, 2, 4].map((at) => {
    const channel = parseInt(full.slice(at, at + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * (red ?? 0) + 0.7152 * (green ?? 0) + 0.0722 * (blue ?? 0);
}

function contrast(one: string, other: string): number {
  const [light, dark] = [luminance(one), luminance(other)].sort((a, b) => b - a);
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
}

type Role = keyof Palette;

/** Each text role and the grounds the site writes it on. */
const TEXT_ON: ReadonlyArray<readonly [Role, readonly Role[]]> = [
  ['text', ['page', 'surface', 'surfaceMuted', 'surfaceStrong']],
  ['textMuted', ['page', 'surface', 'surfaceMuted', 'surfaceStrong']],
  ['textSubtle', ['page', 'surface', 'surfaceMuted']],
  ['link', ['page', 'surface', 'surfaceMuted']],
  ['info', ['page', 'surface']],
  ['danger', ['page', 'surface', 'dangerSurface']],
  ['success', ['page', 'surface', 'successSurface']],
  ['warning', ['page', 'surface', 'warningSurface']],
  ['onBrand', ['brand', 'brandStrong']],
  ['onBrandMuted', ['brand', 'brandStrong']],
  ['onBrandSubtle', ['brand', 'brandStrong']],
  ['onAccent', ['accent', 'accentStrong']],
  ['onDanger', ['danger']],
  ['onSuccess', ['success']],
];

describe('the colour palettes', () => {
  it.each(Object.entries(THEMES))(
    'give every text role at least 4.5:1 against each ground it is written on, in the %s theme',
    (_theme, palette) => {
      const tooFaint = TEXT_ON.flatMap(([text, grounds]) =>
        grounds
          .map((ground) => ({
            pair: `${text} on ${ground}`,
            ratio: contrast(palette[text], palette[ground]),
          }))
          .filter(({ ratio }) => ratio < 4.5)
          .map(({ pair, ratio }) => `${pair}: ${ratio.toFixed(2)}`),
      );
      expect(tooFaint).toEqual([]);
    },
  );

  it.each(Object.entries(THEMES))(
    'give the borders of controls at least 3:1 against the grounds they stand on, in the %s theme',
    (_theme, palette) => {
      // A field or a tab is told from its ground by its border alone (WCAG 1.4.11).
      const grounds: readonly Role[] = ['page', 'surface', 'surfaceMuted'];
      const tooFaint = grounds
        .map((ground) => ({ ground, ratio: contrast(palette.border, palette[ground]) }))
        .filter(({ ratio }) => ratio < 3)
        .map(({ ground, ratio }) => `border on ${ground}: ${ratio.toFixed(2)}`);
      expect(tooFaint).toEqual([]);
    },
  );

  it('measure contrast as WCAG does: a colour on itself 1:1, the same either way round', () => {
    expect(contrast(LIGHT_PALETTE.surface, LIGHT_PALETTE.surface)).toBeCloseTo(1, 5);
    expect(contrast(LIGHT_PALETTE.text, LIGHT_PALETTE.surface)).toBeCloseTo(
      contrast(LIGHT_PALETTE.surface, LIGHT_PALETTE.text),
      5,
    );
    expect(contrast(LIGHT_PALETTE.text, LIGHT_PALETTE.surface)).toBeLessThanOrEqual(21);
  });
});
