import { welcomeOfferName, welcomeRulesPath } from './welcome-offers';

describe('the welcome offers', () => {
  it('take the engine offer of the registration choice, none for no bonus', () => {
    expect(welcomeOfferName(1)).toBe('welcome-sport');
    expect(welcomeOfferName(2)).toBe('welcome-casino');
    expect(welcomeOfferName(0)).toBeUndefined();
    expect(welcomeOfferName(7)).toBeUndefined();
  });

  it('link to their rules page in the page language', () => {
    expect(welcomeRulesPath('ru', 'sport')).toBe('/ru/bonuses/rules/first-deposit-sport');
    expect(welcomeRulesPath('en', 'casino')).toBe('/en/bonuses/rules/first-deposit-casino');
  });
});
