import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  APPLE_TOUCH_ICON_SIZES,
  TOUCH_ICONS_DIR,
  TOUCH_ICONS_LIST,
  type TouchIcon,
} from '@betshell/domain/installable-site';
import { contentHash } from './write-asset';
import { encodePng, type Rgba } from './png-encoder';

/**
 * The header's colours (LIGHT_PALETTE of root-config/src/ui/design-tokens.ts): navy ground, white
 * mark, the page's grey.
 */
const NAVY: Rgba = [0x0f, 0x22, 0x38, 0xff];
const WHITE: Rgba = [0xff, 0xff, 0xff, 0xff];
const GREY: Rgba = [0xee, 0xf2, 0xf6, 0xff];

/**
 * The site's mark at `size` pixels: a white ring around a grey ball on navy, full bleed (iOS rounds
 * the corners itself), the same shapes at every size so the icons agree.
 */
export function touchIconPixel(size: number): (x: number, y: number) => Rgba {
  const centre = size / 2;
  return (x, y) => {
    const distance = Math.hypot(x + 0.5 - centre, y + 0.5 - centre) / size;
    if (distance <= 0.16) return GREY;
    if (distance >= 0.26 && distance <= 0.34) return WHITE;
    return NAVY;
  };
}

/**
 * Draws the apple-touch icons of the spec's sizes into <site>/assets/icons, hashed like every asset,
 * and lists them in touch-icons.json, which the server's /manifest.json reads.
 */
export async function writeTouchIcons(siteDir: string): Promise<TouchIcon[]> {
  const dir = join(siteDir, 'assets', TOUCH_ICONS_DIR);
  await mkdir(dir, { recursive: true });
  const icons: TouchIcon[] = [];
  for (const size of APPLE_TOUCH_ICON_SIZES) {
    const png = encodePng(size, size, touchIconPixel(size));
    const name = `apple-touch-icon-${size}.${contentHash(png)}.png`;
    await writeFile(join(dir, name), png);
    icons.push({ size, src: `/assets/${TOUCH_ICONS_DIR}/${name}` });
  }
  await writeFile(join(dir, TOUCH_ICONS_LIST), `${JSON.stringify(icons, null, 2)}\n`);
  return icons;
}
