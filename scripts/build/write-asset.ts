import { createHash } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

export interface WrittenAsset {
  /** The URL path the server answers it at, e.g. `/assets/lib/react@19.3.1.production.1a2b3c4d5e.js`. */
  readonly url: string;
  /** Subresource integrity of the exact bytes served (sha384). */
  readonly integrity: string;
  readonly bytes: number;
}

export function contentHash(content: string | Buffer): string {
  return createHash('sha256').update(content).digest('hex').slice(0, 10);
}

export function integrityOf(content: string | Buffer): string {
  return `sha384-${createHash('sha384').update(content).digest('base64')}`;
}

function withFileName(sourceMap: string, name: string): string {
  return JSON.stringify({ ...(JSON.parse(sourceMap) as object), file: name });
}

/**
 * Writes `<dir>/<stem>.<hash>.<ext>` under the site's assets, with its source map and with gzip and
 * brotli siblings that the server sends as they are. The name changes whenever the content does,
 * so the server may tell browsers to keep it for a year.
 */
export async function writeHashedAsset(
  siteDir: string,
  dir: string,
  stem: string,
  extension: 'js' | 'css',
  content: string,
  sourceMap?: string,
): Promise<WrittenAsset> {
  const name = `${stem}.${contentHash(content)}.${extension}`;
  const map = sourceMap === undefined ? undefined : withFileName(sourceMap, name);
  const body = sourceMap === undefined ? content : `${content}\n//# sourceMappingURL=${name}.map\n`;
  const relative = join('assets', dir, name);
  const path = join(siteDir, relative);
  await mkdir(dirname(path), { recursive: true });
  const [gzipped, brotli] = await Promise.all([
    gzipAsync(body, { level: 9 }),
    brotliAsync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  ]);
  await Promise.all([
    writeFile(path, body),
    writeFile(`${path}.gz`, gzipped),
    writeFile(`${path}.br`, brotli),
    map === undefined ? Promise.resolve() : writeFile(`${path}.map`, map),
  ]);
  return {
    url: `/${relative.split('\\').join('/')}`,
    integrity: integrityOf(body),
    bytes: body.length,
  };
}
