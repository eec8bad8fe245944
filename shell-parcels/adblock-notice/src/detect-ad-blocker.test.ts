import { detectAdBlocker, type AdBlockerDetectionDeps } from './detect-ad-blocker';

function deps(overrides: Partial<AdBlockerDetectionDeps>): AdBlockerDetectionDeps {
  return {
    document,
    isHidden: () => false,
    requestBait: () => Promise.resolve(),
    requestControl: () => Promise.resolve(),
    afterStyles: () => Promise.resolve(),
    ...overrides,
  };
}

describe('the ad blocker detection', () => {
  it('finds none when the bait element shows and the bait request goes through', async () => {
    expect(await detectAdBlocker(deps({}))).toBe('clear');
  });

  it('finds one when a cosmetic filter hides the bait element', async () => {
    const style = document.createElement('style');
    style.textContent = '.adsbox { display: none !important; }';
    document.head.append(style);
    try {
      const verdict = await detectAdBlocker(
        deps({ isHidden: (element) => getComputedStyle(element).display === 'none' }),
      );
      expect(verdict).toBe('blocked');
    } finally {
      style.remove();
    }
  });

  it('finds one when a filter removes the bait element', async () => {
    const verdict = await detectAdBlocker(
      deps({
        afterStyles: () => {
          document.querySelector('.adsbox')?.remove();
          return Promise.resolve();
        },
      }),
    );
    expect(verdict).toBe('blocked');
  });

  it('finds one when the bait request is refused but the control goes through', async () => {
    const verdict = await detectAdBlocker(
      deps({ requestBait: () => Promise.reject(new Error('net::ERR_BLOCKED_BY_CLIENT')) }),
    );
    expect(verdict).toBe('blocked');
  });

  it('does not blame a blocker when the network is down', async () => {
    const down = () => Promise.reject(new Error('Failed to fetch'));
    expect(await detectAdBlocker(deps({ requestBait: down, requestControl: down }))).toBe(
      'unknown',
    );
  });

  it('leaves no bait behind', async () => {
    await detectAdBlocker(deps({}));
    expect(document.querySelector('.adsbox')).toBeNull();
  });
});
