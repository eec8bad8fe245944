import { matchRoute } from '../routing/match-route';
import { TERMS_PAGE_PATH, termsPageUrl } from './registration-terms';

describe('the terms a player accepts to register', () => {
  it('are an information page of the rules section', () => {
    expect(matchRoute(TERMS_PAGE_PATH)).toMatchObject({
      route: { name: 'rules', area: 'information' },
    });
  });

  it('are linked in the language of the form', () => {
    expect(termsPageUrl('en')).toBe('/en/rules/sport/general');
  });
});
