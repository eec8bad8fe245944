import { rm } from 'node:fs/promises';
import { journeySite } from '../site-under-test';

/** A fresh releases folder for this run: a version released by an earlier run may differ. */
export function clearReleases(): Promise<void> {
  return rm(journeySite().releasesDir, { recursive: true, force: true });
}
