import { configuredSignInTarget } from './sign-in-target-routes';

const rules = [
  { source: 'registration', target: '/office/recharge' },
  { source: 'casino-lobby', target: '/slots' },
  { source: 'registration', target: '/office/account' },
];

describe('the configured source-to-target routes after sign-in', () => {
  it('send a player coming from a source route to its target, under the language', () => {
    expect(configuredSignInTarget(rules, 'registration', 'en')).toBe('/en/office/recharge');
    expect(configuredSignInTarget(rules, 'casino-lobby', 'ru')).toBe('/ru/slots');
  });

  it('leave a player coming from any other route, or from no route, to the usual order', () => {
    expect(configuredSignInTarget(rules, 'home', 'en')).toBeNull();
    expect(configuredSignInTarget(rules, null, 'en')).toBeNull();
    expect(configuredSignInTarget([], 'registration', 'en')).toBeNull();
  });
});
