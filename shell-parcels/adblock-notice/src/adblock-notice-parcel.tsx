// @betshell/adblock-notice: tells the visitor when an ad blocker blocks parts of the site.
import { AD_BAIT_PATH } from '@betshell/domain/chrome';
import { isPlatformHttpError, platform } from '@betshell/platform';
import { AdblockNotice } from './adblock-notice';
import { adblockNoticeStyles } from './adblock-notice-styles';
import { detectAdBlocker } from './detect-ad-blocker';

/** Any HTTP answer means the request got through; only "no answer at all" counts as refused. */
const answered = (request: Promise<unknown>) =>
  request.catch((error: unknown) => {
    if (isPlatformHttpError(error) && error.status === 'http-error') return undefined;
    throw error;
  });

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

const detect = () =>
  detectAdBlocker({
    document,
    isHidden: (element) =>
      element.offsetHeight === 0 || getComputedStyle(element).display === 'none',
    requestBait: () => answered(platform.http.get(AD_BAIT_PATH, { responseType: 'text' })),
    requestControl: () => answered(platform.http.get('/healthz')),
    afterStyles: () => nextFrame().then(nextFrame),
  });

export const { bootstrap, mount, unmount } = platform.reactParcel({
  name: 'adblock-notice',
  rootComponent: () => (
    <AdblockNotice
      detect={detect}
      schedule={(delayMs, task) => platform.clock.schedule(delayMs, task)}
      session={platform.storage.session}
    />
  ),
  styles: adblockNoticeStyles,
  errorBoundary: () => <span className="bs-adblock" hidden />,
});
