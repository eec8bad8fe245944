import { join, resolve } from 'node:path';

/** Where things are, from the repository root (this file lives in scripts/build/). */
export const REPOSITORY_ROOT = resolve(__dirname, '..', '..');
export const NODE_MODULES = join(REPOSITORY_ROOT, 'node_modules');
export const SITE_DIR = join(REPOSITORY_ROOT, 'dist', 'site');
export const PRODUCTION_IMPORT_MAP = join(REPOSITORY_ROOT, 'importmap.json');
export const DEVELOPMENT_IMPORT_MAP = join(SITE_DIR, 'importmap.development.json');
