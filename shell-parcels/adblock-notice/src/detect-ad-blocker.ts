import {
  AD_BAIT_CLASS_NAMES,
  adBlockVerdict,
  type AdBlockVerdict,
  type ProbeResult,
} from '@betshell/domain/chrome';

export interface AdBlockerDetectionDeps {
  readonly document: Document;
  /** Whether a rendered element takes no room (offsetHeight 0, display none, removed). */
  readonly isHidden: (element: HTMLElement) => boolean;
  /** Fetches the bait script (AD_BAIT_PATH); resolves if any HTTP answer came, rejects if none. */
  readonly requestBait: () => Promise<unknown>;
  /** A request to the same server that no blocker refuses, resolving likewise. */
  readonly requestControl: () => Promise<unknown>;
  /** Lets the blocker's cosmetic filters act on the bait element (a frame or two). */
  readonly afterStyles: () => Promise<void>;
}

const outcome = (request: () => Promise<unknown>): Promise<ProbeResult> =>
  request().then(
    () => 'loaded',
    () => 'failed',
  );

/**
 * Lays the two baits of domain/src/chrome/ad-blocker-verdict.ts and answers the verdict: an
 * element with the class names blockers hide, and a request they refuse, checked against a
 * control request so a network failure is not taken for a blocker.
 */
export async function detectAdBlocker(deps: AdBlockerDetectionDeps): Promise<AdBlockVerdict> {
  const bait = deps.document.createElement('div');
  bait.className = AD_BAIT_CLASS_NAMES;
  bait.setAttribute('aria-hidden', 'true');
  bait.style.cssText = 'position:absolute;left:-9999px;top:-9999px;width:1px;height:1px;';
  bait.innerHTML = '&nbsp;';
  deps.document.body.append(bait);
  try {
    const [baitRequest, controlRequest] = await Promise.all([
      outcome(deps.requestBait),
      outcome(deps.requestControl),
      deps.afterStyles(),
    ]);
    const baitElementHidden = !bait.isConnected || deps.isHidden(bait);
    return adBlockVerdict({ baitElementHidden, baitRequest, controlRequest });
  } finally {
    bait.remove();
  }
}
