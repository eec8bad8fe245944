/**
 * The one-click credentials as a PNG (CREDENTIALS_SAVE_OPTION.image): drawn on a canvas in the
 * browser, so the password never travels again. Null where the browser cannot draw (no 2D context).
 */
export function credentialsImageUrl(lines: readonly string[], doc: Document): string | null {
  const canvas = doc.createElement('canvas');
  const lineHeight = 32;
  canvas.width = 480;
  canvas.height = 40 + lines.length * lineHeight;
  const context = canvas.getContext('2d');
  if (context === null) return null;
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.fillStyle = '#0f2238';
  context.font = '600 20px ui-monospace, monospace';
  context.textBaseline = 'top';
  lines.forEach((line, index) => context.fillText(line, 20, 20 + index * lineHeight));
  return canvas.toDataURL('image/png');
}
