import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { UNBUILT_ROUTES_FILE } from '../static-site/unbuilt-routes';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { StaticSiteOptions } from '../static-site/static-site-plugin';

export interface SiteFixture {
  /** Options for the static-site plugin; mode is production unless the test changes it. */
  readonly site: StaticSiteOptions;
  readonly files: {
    readonly script: string;
    readonly productionIndex: string;
    readonly developmentIndex: string;
    readonly productionImportMap: string;
    readonly developmentImportMap: string;
  };
  remove(): Promise<void>;
}

/** A small built site in a temporary directory, shaped like the browser build's output. */
export async function createSiteFixture(
  options: { built?: boolean; productionIndex?: string } = {},
): Promise<SiteFixture> {
  const root = await mkdtemp(join(tmpdir(), 'betshell-site-'));
  const siteDir = join(root, 'dist', 'site');
  const productionImportMapFile = join(root, 'importmap.json');
  const files = {
    script: 'System.register([], function () { return { execute: function () {} }; });\n',
    productionIndex:
      options.productionIndex ??
      '<!doctype html><title>betshell</title><script>/* production */</script>\n',
    developmentIndex: '<!doctype html><title>betshell</title><script>/* development */</script>\n',
    productionImportMap: JSON.stringify({ imports: { react: '/assets/react.prod.js' } }),
    developmentImportMap: JSON.stringify({ imports: { react: '/assets/react.dev.js' } }),
  };
  await writeFile(productionImportMapFile, files.productionImportMap);

  if (options.built !== false) {
    const assets = join(siteDir, 'assets');
    await mkdir(join(assets, 'vendor'), { recursive: true });
    await writeFile(join(assets, 'vendor', 'root-config.3f2a9c.js'), files.script);
    await writeFile(
      join(assets, 'vendor', 'root-config.3f2a9c.js.br'),
      brotliCompressSync(files.script),
    );
    await writeFile(join(assets, 'vendor', 'root-config.3f2a9c.js.gz'), gzipSync(files.script));
    await writeFile(join(assets, 'vendor', 'root-config.3f2a9c.js.map'), '{"version":3}');
    await writeFile(join(assets, 'shell.1b2c3d.css'), 'body { margin: 0 }');
    await writeFile(join(assets, 'logo.5d6e7f.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    await writeFile(join(assets, 'flag.8a9b0c.png'), Buffer.from('89504e470d0a1a0a', 'hex'));
    await writeFile(join(siteDir, 'index.production.html'), files.productionIndex);
    await writeFile(join(siteDir, 'index.development.html'), files.developmentIndex);
    await writeFile(join(siteDir, 'importmap.development.json'), files.developmentImportMap);
    // As the build writes it: two routes of the route table that no application renders yet.
    await writeFile(
      join(siteDir, UNBUILT_ROUTES_FILE),
      JSON.stringify(['fishinghunting', 'office-paycheck']),
    );
  }

  return {
    site: { siteDir, productionImportMap: productionImportMapFile, mode: 'production' },
    files,
    remove: () => rm(root, { recursive: true, force: true }),
  };
}
