/**
 * spec/shell.md section 8: "Ad blocker detected: notice 'website blocked by adblock'". The browser
 * lays two baits: an element with the class names ad blockers hide, and a request for a script at
 * an address they refuse (the platform API answers it: AD_BAIT_PATH). A control request to the
 * same server tells a blocked bait from a network that is simply down.
 */
export const AD_BAIT_PATH = '/web-api/ads/banner.js';

/** Class names that the common filter lists hide wherever they appear. */
export const AD_BAIT_CLASS_NAMES = 'adsbox ad-banner adsbygoogle pub_300x250 textads banner-ads';

/** How long the browser waits after the page settles before it lays the baits (ours). */
export const AD_BLOCK_CHECK_DELAY_MS = 2_000;

export type ProbeResult = 'loaded' | 'failed';

export interface AdBlockProbe {
  /** The bait element was hidden or removed by someone other than us. */
  readonly baitElementHidden: boolean;
  readonly baitRequest: ProbeResult;
  /** A request to the same server that no blocker refuses. */
  readonly controlRequest: ProbeResult;
}

export type AdBlockVerdict = 'blocked' | 'clear' | 'unknown';

/**
 * Blocked when the bait element was hidden, or when the bait request failed while the control
 * request went through. A bait request that fails with its control is a network failure, not a
 * blocker: unknown, and no notice.
 */
export function adBlockVerdict(probe: AdBlockProbe): AdBlockVerdict {
  if (probe.baitElementHidden) return 'blocked';
  if (probe.baitRequest === 'loaded') return 'clear';
  return probe.controlRequest === 'loaded' ? 'blocked' : 'unknown';
}
