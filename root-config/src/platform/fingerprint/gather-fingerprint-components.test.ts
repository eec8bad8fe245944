import { gatherFingerprintComponents } from './gather-fingerprint-components';

describe('the fingerprint components', () => {
  it("gather the browser's user agent, languages, screen and time zone", () => {
    const components = gatherFingerprintComponents(window);
    expect(components).toMatchObject({
      userAgent: navigator.userAgent,
      languages: [...navigator.languages],
      screenWidth: screen.width,
      screenHeight: screen.height,
      colorDepth: screen.colorDepth,
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
      timezoneOffset: new Date().getTimezoneOffset(),
    });
  });

  it('are plain values that travel as JSON unchanged', () => {
    const components = gatherFingerprintComponents(window);
    expect(JSON.parse(JSON.stringify(components))).toEqual(components);
  });
});
