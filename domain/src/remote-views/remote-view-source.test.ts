import { isTrustedOrigin, mayEvaluateRemoteCode, remoteViewName } from './remote-view-source';

const site = 'https://betshell.example';

describe('remote view origins', () => {
  const config = { codeToEval: true, trustedOrigins: ['self', 'https://cdn.partner.example'] };

  it.each([
    [site, true],
    ['https://cdn.partner.example', true],
    ['https://evil.example', false],
    ['http://betshell.example', false],
  ])('trust %s: %s', (origin, trusted) => {
    expect(isTrustedOrigin(origin, site, config)).toBe(trusted);
  });

  it('trust not even the site itself when self is not listed', () => {
    expect(isTrustedOrigin(site, site, { codeToEval: true, trustedOrigins: [] })).toBe(false);
  });

  it('run code only for a trusted origin, and never when the site switched it off', () => {
    expect(mayEvaluateRemoteCode(site, site, config)).toBe(true);
    expect(mayEvaluateRemoteCode('https://evil.example', site, config)).toBe(false);
    expect(mayEvaluateRemoteCode(site, site, { ...config, codeToEval: false })).toBe(false);
  });

  it('name a view by its module or its app', () => {
    expect(remoteViewName({ kind: 'parcel', module: '@betshell/casino-lobby' })).toBe(
      '@betshell/casino-lobby',
    );
    expect(remoteViewName({ kind: 'json', appName: 'information' })).toBe('information');
  });
});
