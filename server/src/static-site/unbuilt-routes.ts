import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * The file the build writes beside index.html (scripts/build/build-site.ts): the names of the
 * routes no application of the site renders yet, from the shell's layout table. The server answers
 * them 404 with noindex and leaves them out of the sitemap: a page that only says "not built" is
 * no page for a search engine or a shared link.
 */
export const UNBUILT_ROUTES_FILE = 'unbuilt-routes.json';

/** The route names of the build the server serves; read per call, as index.html is. */
export type UnbuiltRoutes = () => Promise<ReadonlySet<string>>;

/**
 * The unbuilt routes of the site built in `siteDir`. No file (no build yet, or one made before the
 * file existed) or a file that is not a list of names means none: every page of the route table
 * then answers as it did.
 */
export function unbuiltRoutesIn(siteDir: string): UnbuiltRoutes {
  const file = join(siteDir, UNBUILT_ROUTES_FILE);
  return async () => {
    let names: unknown;
    try {
      names = JSON.parse(await readFile(file, 'utf8'));
    } catch {
      return new Set();
    }
    return Array.isArray(names) && names.every((name) => typeof name === 'string')
      ? new Set(names)
      : new Set();
  };
}
