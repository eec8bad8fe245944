import type { CatalogueGame } from './game-catalogue-repository';

const PALETTES = [
  ['#1d3557', '#e63946'],
  ['#2a9d8f', '#264653'],
  ['#6a4c93', '#1982c4'],
  ['#ff7f11', '#7b2d26'],
  ['#0b6e4f', '#08a045'],
  ['#3a0ca3', '#f72585'],
] as const;

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Words of the name on at most three lines of about 14 letters, so they fit the tile. */
function linesOf(name: string): string[] {
  const lines: string[] = [];
  for (const word of name.split(/\s+/)) {
    const last = lines[lines.length - 1];
    if (last !== undefined && (last + ' ' + word).length <= 14)
      lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines.slice(0, 3);
}

/**
 * The preview image of a game (decisions.md: images the server makes): a 4:3 SVG with a gradient
 * chosen by the game's id, a circle of the provider's colour and the game's name. Nothing is
 * downloaded, and the same game always gets the same picture.
 */
export function drawGameImage(game: CatalogueGame, providerName: string): string {
  const [from, to] = PALETTES[game.id % PALETTES.length] ?? PALETTES[0];
  const accent = PALETTES[game.providerId % PALETTES.length]?.[1] ?? to;
  const lines = linesOf(game.name);
  const top = 150 - (lines.length - 1) * 18;
  const text = lines
    .map(
      (line, index) =>
        `<text x="160" y="${top + index * 36}" text-anchor="middle" font-family="sans-serif" font-size="30" font-weight="700" fill="#fff">${escapeXml(line)}</text>`,
    )
    .join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="240" viewBox="0 0 320 240" role="img" aria-label="${escapeXml(game.name)}">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
    `<rect width="320" height="240" fill="url(#g)"/>` +
    `<circle cx="${40 + (game.id % 5) * 60}" cy="${30 + (game.id % 3) * 20}" r="70" fill="${accent}" opacity="0.35"/>` +
    text +
    `<text x="160" y="222" text-anchor="middle" font-family="sans-serif" font-size="14" fill="#fff" opacity="0.8">${escapeXml(providerName)}</text>` +
    `</svg>`
  );
}
