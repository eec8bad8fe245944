import { rm } from 'node:fs/promises';
import { releasesDir } from '../playwright.config';

/** A fresh releases folder for this run: a version released by an earlier run may differ. */
export function clearReleases(): Promise<void> {
  return rm(releasesDir, { recursive: true, force: true });
}
