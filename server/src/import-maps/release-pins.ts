import { ApiError } from '../http/api-error';
import type { Pin } from './import-map-pins';
import { releasedFileAt } from './module-facts-source';
import type { ModuleFiles } from './module-files';
import { judgeModuleUrl, type ModuleUrlPolicy } from './module-url-policy';
import { findRelease } from './release-catalog';
import { factsOfRelease, releaseFileFor } from './release-manifest';

/** The pin of a release in the releases directory, with the file of the environment's variant. */
export async function pinOfRelease(
  releasesDir: string,
  service: string,
  version: string,
  variant: 'production' | 'development',
): Promise<Pin> {
  const found = await findRelease(releasesDir, service, version);
  if (found.status === 'missing') {
    throw new ApiError(
      404,
      'RELEASE_NOT_FOUND',
      found.versions.length === 0
        ? `${service} has no releases: make one with npm run release -- ${found.stem} ${version}`
        : `${service} has no release ${version}; its releases are ${found.versions.join(', ')}`,
      { service, version, versions: found.versions },
    );
  }
  if (found.status === 'invalid') throw new ApiError(400, 'RELEASE_INVALID', found.reason);
  const file = releaseFileFor(found.manifest, variant);
  return {
    url: `${found.path}${file.file}`,
    integrity: file.integrity,
    facts: factsOfRelease(found.manifest, file.variant),
  };
}

/**
 * The pin of a URL, as CI sends one (PATCH /services, PATCH /import-map.json): it must be a file
 * of a release, with a manifest beside it naming the module. Without an integrity the manifest's is
 * used, never one computed from the file as it is now: a file changed after its release must fail.
 */
export async function pinOfUrl(
  { service, url, integrity }: { service: string; url: string; integrity?: string },
  files: ModuleFiles,
  policy: ModuleUrlPolicy,
): Promise<Pin> {
  const verdict = judgeModuleUrl(url, policy);
  if (!verdict.allowed) {
    throw new ApiError(400, verdict.code, `${service}: ${verdict.reason}`, {
      problems: [{ code: verdict.code, service, message: verdict.reason }],
    });
  }
  const released = await releasedFileAt(url, files);
  if ('reason' in released) {
    throw new ApiError(400, 'NOT_A_RELEASE', `${service}: ${released.reason}`, {
      problems: [{ code: 'UNKNOWN_MODULE', service, message: released.reason }],
    });
  }
  return { url, integrity: integrity ?? released.file.integrity, facts: released.facts };
}

/**
 * The same release in another variant: promoting from development to staging swaps a shared
 * library's development file for its production one. A module with one file stays as it is.
 */
export async function retargetPin(
  pin: Pin,
  variant: 'production' | 'development',
  files: ModuleFiles,
): Promise<Pin> {
  if (pin.facts.variant === undefined || pin.facts.variant === variant) return pin;
  const released = await releasedFileAt(pin.url, files);
  if ('reason' in released) {
    throw new ApiError(400, 'NOT_A_RELEASE', `${pin.facts.name}: ${released.reason}`);
  }
  const file = releaseFileFor(released.manifest, variant);
  return {
    url: `${pin.url.slice(0, pin.url.lastIndexOf('/') + 1)}${file.file}`,
    integrity: file.integrity,
    facts: factsOfRelease(released.manifest, file.variant),
  };
}
