import { GifWriter } from 'omggif';
import { textPixels } from './pixel-font';

/** The classic 88 x 31 web badge. */
export const POLICY_LOGO_SIZE = { width: 88, height: 31 } as const;

const NAVY = 0;
const GOLD = 1;
const WHITE = 2;
const SHINE = 3;
// GIF palettes have a power-of-two length.
const PALETTE = [0x0f2238, 0xffd23f, 0xffffff, 0x35597f];

const FRAMES = 8;
/** Hundredths of a second per frame; the shine crosses in under a second, then rests. */
const FRAME_DELAY = 8;
const REST_DELAY = 250;

/**
 * limits-coupon-signin.md sections 7 and 9: the policy logo, an animated GIF (the `.agif` of its
 * path) shown in the footer in the listed countries. It says "18+ PLAY SAFE" in gold and white on
 * the site's navy, framed in gold, with a shine that crosses it and rests. Drawn once per process.
 */
export function drawPolicyLogo(): Buffer {
  const { width, height } = POLICY_LOGO_SIZE;
  const base = new Uint8Array(width * height).fill(NAVY);
  const put = (x: number, y: number, colour: number) => {
    if (x >= 0 && x < width && y >= 0 && y < height) base[y * width + x] = colour;
  };
  for (let x = 0; x < width; x += 1) {
    put(x, 0, GOLD);
    put(x, height - 1, GOLD);
  }
  for (let y = 0; y < height; y += 1) {
    put(0, y, GOLD);
    put(width - 1, y, GOLD);
  }
  for (const [x, y] of textPixels('18+', 5, 8, 2)) put(x, y, GOLD);
  for (const [x, y] of textPixels('PLAY', 50, 6)) put(x, y, WHITE);
  for (const [x, y] of textPixels('SAFE', 50, 17)) put(x, y, WHITE);

  const buffer = Buffer.alloc(width * height * FRAMES + 4096);
  const writer = new GifWriter(buffer, width, height, { palette: PALETTE, loop: 0 });
  for (let frame = 0; frame < FRAMES; frame += 1) {
    const pixels = Uint8Array.from(base);
    // A diagonal band, 6 pixels wide, lights the background as it passes.
    const band = Math.round(((frame + 1) * (width + height)) / FRAMES) - height;
    for (let y = 1; y < height - 1; y += 1) {
      for (let x = 1; x < width - 1; x += 1) {
        const along = x + y - height;
        if (along >= band - 6 && along < band && pixels[y * width + x] === NAVY) {
          pixels[y * width + x] = SHINE;
        }
      }
    }
    const delay = frame === FRAMES - 1 ? REST_DELAY : FRAME_DELAY;
    writer.addFrame(0, 0, width, height, Array.from(pixels), { delay });
  }
  return buffer.subarray(0, writer.end());
}
