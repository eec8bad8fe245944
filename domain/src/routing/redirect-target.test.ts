import { keptQuery, redirectHref, redirectTo } from './redirect-target';

describe('a redirect of the table', () => {
  it('fills the target pattern with the parameters of the same names', () => {
    expect(redirectTo('/games/:gameRoute?')({ params: { gameRoute: 'crash' }, query: {} })).toEqual(
      { path: '/games/crash' },
    );
    expect(redirectTo('/games/:gameRoute?')({ params: {}, query: {} })).toEqual({ path: '/games' });
  });

  it('keeps the query and lets its own keys win', () => {
    expect(
      redirectTo('/', { showForgotPasswordModal: '1' })({
        params: {},
        query: { showForgotPasswordModal: '0', ref: '9' },
      }),
    ).toEqual({ path: '/', query: { showForgotPasswordModal: '1', ref: '9' } });
  });

  it('has no query when there is none to keep', () => {
    expect(keptQuery({})).toBeUndefined();
  });
});

describe('the address of a redirect target', () => {
  it('is the path alone without a query', () => {
    expect(redirectHref({ path: '/slots/vulkan' })).toBe('/slots/vulkan');
  });

  it('encodes the keys and values of the query', () => {
    expect(redirectHref({ path: '/', query: { 'a b': 'c&d', e: '/ru/x' } })).toBe(
      '/?a%20b=c%26d&e=%2Fru%2Fx',
    );
  });
});
