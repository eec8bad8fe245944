import { createHash } from 'node:crypto';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { REPOSITORY_ROOT } from './repository-paths';

/** What the site is built from; a change to any of it means the build is stale. */
const INPUTS = [
  'package-lock.json',
  'tsconfig.json',
  'domain/src',
  'domain/package.json',
  'root-config/src',
  'root-config/package.json',
  'shell-parcels',
  'scripts/build',
];

const isTest = (path: string) => /\.test\.tsx?$/.test(path);

function files(path: string): string[] {
  const stat = statSync(path, { throwIfNoEntry: false });
  if (stat === undefined) return [];
  if (stat.isFile()) return isTest(path) ? [] : [path];
  return readdirSync(path)
    .filter((name) => name !== 'node_modules' && name !== 'dist')
    .sort()
    .flatMap((name) => files(join(path, name)));
}

/** A hash of every input file and of the settings that change the output. */
export function sourceFingerprint(settings: Readonly<Record<string, string>>): string {
  const hash = createHash('sha256');
  hash.update(JSON.stringify(settings));
  for (const file of INPUTS.flatMap((input) => files(join(REPOSITORY_ROOT, input)))) {
    hash.update(relative(REPOSITORY_ROOT, file));
    hash.update(readFileSync(file));
  }
  return hash.digest('hex');
}
