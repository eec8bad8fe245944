import { LIGHT_PALETTE } from '@betshell/ui';

/**
 * The one-click credentials as a PNG (CREDENTIALS_SAVE_OPTION.image): drawn on a canvas in the
 * browser, so the password never travels again. A saved picture keeps the light palette whatever
 * the page's theme. Null where the browser cannot draw (no 2D context).
 */
export function credentialsImageUrl(lines: readonly string[], doc: Document): string | null {
  const canvas = doc.createElement('canvas');
  const lineHeight = 32;
  canvas.width = 480;
  canvas.height = 40 + lines.length * lineHeight;
  const context = canvas.getContext('2d');
  if (context === null) return null;
  context.fillStyle = LIGHT_PALETTE.surface;
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.fillStyle = LIGHT_PALETTE.brand;
  context.font = '600 20px ui-monospace, monospace';
  context.textBaseline = 'top';
  lines.forEach((line, index) => context.fillText(line, 20, 20 + index * lineHeight));
  return canvas.toDataURL('image/png');
}
