import { mkdir, writeFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { contentHash, integrityOf } from '../../server/src/import-maps/content-digests';

// The server's import-map checks compute the same digests: one definition for both.
export { contentHash, integrityOf };

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

export interface WrittenAsset {
  /** The URL path the server answers it at, e.g. `/assets/lib/react@19.3.1.production.1a2b3c4d5e.js`. */
  readonly url: string;
  /** Subresource integrity of the exact bytes served (sha384). */
  readonly integrity: string;
  readonly bytes: number;
  /** The content hash in its name. */
  readonly hash: string;
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
  const hash = contentHash(content);
  const name = `${stem}.${hash}.${extension}`;
  const relative = join('assets', dir, name);
  const written = await writeServedFile(join(siteDir, relative), content, sourceMap);
  return { url: `/${relative.split('\\').join('/')}`, hash, ...written };
}

/**
 * Writes a file as the server sends it: the content with a comment naming its source map beside
 * it, and gzip and brotli copies of those exact bytes (the server sends them as they are).
 */
export async function writeServedFile(
  path: string,
  content: string,
  sourceMap?: string,
): Promise<{ readonly integrity: string; readonly bytes: number }> {
  const name = basename(path);
  const map = sourceMap === undefined ? undefined : withFileName(sourceMap, name);
  const body = sourceMap === undefined ? content : `${content}\n//# sourceMappingURL=${name}.map\n`;
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
  return { integrity: integrityOf(body), bytes: Buffer.byteLength(body) };
}
