/**
 * The few letters the policy logo writes, 5 x 7 pixels each ('#' is ink). Drawn here because the
 * image is made on the server without fonts, and it needs only these.
 */
export const PIXEL_GLYPHS: Readonly<Record<string, readonly string[]>> = {
  '1': ['..#..', '.##..', '..#..', '..#..', '..#..', '..#..', '.###.'],
  '8': ['.###.', '#...#', '#...#', '.###.', '#...#', '#...#', '.###.'],
  '+': ['.....', '..#..', '..#..', '#####', '..#..', '..#..', '.....'],
  P: ['####.', '#...#', '#...#', '####.', '#....', '#....', '#....'],
  L: ['#....', '#....', '#....', '#....', '#....', '#....', '#####'],
  A: ['.###.', '#...#', '#...#', '#####', '#...#', '#...#', '#...#'],
  Y: ['#...#', '#...#', '.#.#.', '..#..', '..#..', '..#..', '..#..'],
  S: ['.####', '#....', '#....', '.###.', '....#', '....#', '####.'],
  F: ['#####', '#....', '#....', '####.', '#....', '#....', '#....'],
  E: ['#####', '#....', '#....', '####.', '#....', '#....', '#####'],
  ' ': ['.....', '.....', '.....', '.....', '.....', '.....', '.....'],
};

export const GLYPH_WIDTH = 5;
export const GLYPH_HEIGHT = 7;

/** The ink pixels of a text at (x, y), `scale` pixels per font pixel, one column between letters. */
export function textPixels(
  text: string,
  x: number,
  y: number,
  scale = 1,
): Array<readonly [number, number]> {
  const pixels: Array<readonly [number, number]> = [];
  [...text].forEach((character, index) => {
    const glyph = PIXEL_GLYPHS[character];
    if (glyph === undefined) throw new Error(`the pixel font has no ${character}`);
    const left = x + index * (GLYPH_WIDTH + 1) * scale;
    glyph.forEach((row, rowIndex) => {
      [...row].forEach((cell, column) => {
        if (cell !== '#') return;
        for (let dy = 0; dy < scale; dy += 1) {
          for (let dx = 0; dx < scale; dx += 1) {
            pixels.push([left + column * scale + dx, y + rowIndex * scale + dy]);
          }
        }
      });
    });
  });
  return pixels;
}
