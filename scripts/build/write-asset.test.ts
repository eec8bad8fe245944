import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import { integrityOf, writeHashedAsset } from './write-asset';

describe('a hashed asset', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'betshell-asset-'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('is named by its content, so new content gets a new name', async () => {
    const first = await writeHashedAsset(dir, 'app', 'x@1.0.0', 'js', 'one');
    const again = await writeHashedAsset(dir, 'app', 'x@1.0.0', 'js', 'one');
    const other = await writeHashedAsset(dir, 'app', 'x@1.0.0', 'js', 'two');
    expect(first.url).toMatch(/^\/assets\/app\/x@1\.0\.0\.[0-9a-f]{10}\.js$/);
    expect(again.url).toBe(first.url);
    expect(other.url).not.toBe(first.url);
  });

  it('carries the integrity of the exact bytes served, and gzip and brotli copies of them', async () => {
    const asset = await writeHashedAsset(
      dir,
      'app',
      'y',
      'js',
      'code',
      '{"version":3,"sources":[]}',
    );
    const path = join(dir, asset.url);
    const served = await readFile(path);
    expect(served.toString()).toContain(`//# sourceMappingURL=${asset.url.split('/').pop()}.map`);
    expect(asset.integrity).toBe(integrityOf(served));
    expect(gunzipSync(await readFile(`${path}.gz`))).toEqual(served);
    expect(brotliDecompressSync(await readFile(`${path}.br`))).toEqual(served);
    const map = JSON.parse(await readFile(`${path}.map`, 'utf8')) as { file: string };
    expect(map.file).toBe(asset.url.split('/').pop());
  });
});
