/** Pairs of a crest's field and its band, one chosen by the team's id (ours). */
const COLOURS = [
  ['#c8102e', '#ffffff'],
  ['#003f87', '#f2c500'],
  ['#00843d', '#ffffff'],
  ['#5b2c83', '#f4a300'],
  ['#1b1b1b', '#e5e5e5'],
  ['#0095d9', '#002855'],
  ['#e35205', '#1d1d1b'],
  ['#7a0019', '#ffcc33'],
] as const;

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * A team's initials: the first letter of its first two words that begin with a letter ("Real
 * Montaña" RM, "A. Novak" AN), or the first two letters of a one-word name ("Nightfall" NI).
 */
export function initialsOf(name: string): string {
  const words = name.split(/[\s.]+/).filter((word) => /^\p{L}/u.test(word));
  const letters =
    words.length >= 2
      ? (words[0]?.[0] ?? '') + (words[1]?.[0] ?? '')
      : [...(words[0] ?? '?')].slice(0, 2).join('');
  return letters.toLocaleUpperCase('en');
}

/**
 * A team's logo (the "team logos" display setting): a 64 × 64 SVG shield in two colours chosen by
 * the team's id, with a band whose angle the id also sets, and the team's initials. The line has no
 * real logos; the same team always gets the same crest, and no two teams of a championship of
 * eight share both colours and band.
 */
export function drawTeamLogo(teamId: number, name: string): string {
  const [field, band] = COLOURS[teamId % COLOURS.length] ?? COLOURS[0];
  const angle = [0, 45, -45][Math.floor(teamId / COLOURS.length) % 3] ?? 0;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64" role="img" aria-label="${escapeXml(name)}">` +
    `<clipPath id="s"><path d="M8 6h48v24c0 16-11 24-24 30C19 54 8 46 8 30z"/></clipPath>` +
    `<g clip-path="url(#s)"><rect width="64" height="64" fill="${field}"/>` +
    `<rect x="-16" y="40" width="96" height="10" fill="${band}" opacity="0.9" transform="rotate(${angle} 32 45)"/></g>` +
    `<path d="M8 6h48v24c0 16-11 24-24 30C19 54 8 46 8 30z" fill="none" stroke="${band}" stroke-width="3"/>` +
    `<text x="32" y="34" text-anchor="middle" font-family="sans-serif" font-size="20" font-weight="700" fill="${band}">${escapeXml(initialsOf(name))}</text>` +
    `</svg>`
  );
}
