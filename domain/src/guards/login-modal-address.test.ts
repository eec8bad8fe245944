import { loginModalAddress } from './login-modal-address';
import { parseQuery } from './query-string';

describe('the address that asks for the login form', () => {
  it('keeps the page and its query, and names the page to come back to', () => {
    const address = loginModalAddress('/ru/live/1', '?tab=2');
    const [pathname, search] = address.split('?');
    expect(pathname).toBe('/ru/live/1');
    expect(parseQuery(`?${search}`)).toEqual({
      tab: '2',
      showLoginModal: '1',
      returnUrl: '/ru/live/1?tab=2',
    });
  });

  it('does not stack a second request on one already in the address', () => {
    const once = loginModalAddress('/ru/', '');
    const twice = loginModalAddress('/ru/', once.slice('/ru/'.length));
    expect(parseQuery(twice.slice('/ru/'.length))).toEqual({
      showLoginModal: '1',
      returnUrl: '/ru/',
    });
  });
});
