import { FULL_CHROMIUM, HEADLESS_SHELL, chromiumPath } from './chromium-path';

describe('the Chromium the browser tests drive', () => {
  it('is the headless shell when it is installed', () => {
    expect(chromiumPath({}, () => true)).toBe(HEADLESS_SHELL);
  });

  it('is the full Chromium when the headless shell is not installed', () => {
    expect(chromiumPath({}, (path) => path === FULL_CHROMIUM)).toBe(FULL_CHROMIUM);
  });

  it('is the one CHROMIUM_PATH names, whatever is installed', () => {
    expect(chromiumPath({ CHROMIUM_PATH: '/opt/chrome/chrome' }, () => true)).toBe(
      '/opt/chrome/chrome',
    );
  });
});
