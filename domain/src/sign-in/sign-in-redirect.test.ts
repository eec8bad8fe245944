import {
  afterSignInTarget,
  loginModalRequest,
  safeReturnUrl,
  tokenUserId,
  withoutParams,
} from './sign-in-redirect';

describe('the sign-in redirects', () => {
  it('accepts a return url only as a path of this site', () => {
    expect(safeReturnUrl('/ru/office/account?tab=1')).toBe('/ru/office/account?tab=1');
    expect(safeReturnUrl('//evil.example/ru/')).toBeNull();
    expect(safeReturnUrl('https://evil.example/')).toBeNull();
    expect(safeReturnUrl('/\\evil.example')).toBeNull();
    expect(safeReturnUrl(undefined)).toBeNull();
  });

  it('reads showLoginModal=1 and its return url from the address', () => {
    expect(loginModalRequest('?showLoginModal=1&returnUrl=%2Fru%2Foffice%2Faccount')).toEqual({
      returnUrl: '/ru/office/account',
    });
    expect(loginModalRequest('?showLoginModal=1')).toEqual({ returnUrl: null });
    expect(loginModalRequest('?showLoginModal=0')).toBeNull();
    expect(loginModalRequest('')).toBeNull();
  });

  it('drops the modal parameters from the address and keeps the rest', () => {
    expect(
      withoutParams('/ru/', '?a=1&showLoginModal=1&returnUrl=%2Fx', [
        'showLoginModal',
        'returnUrl',
      ]),
    ).toBe('/ru/?a=1');
    expect(withoutParams('/ru/', '?showLoginModal=1', ['showLoginModal'])).toBe('/ru/');
  });

  it('goes to the return url after sign-in before anything else', () => {
    expect(
      afterSignInTarget({
        returnUrl: '/ru/x',
        onVisitorPage: true,
        previousPath: '/ru/y',
        home: '/ru/',
      }),
    ).toBe('/ru/x');
  });

  it('leaves a visitors-only page for the previous page, else home', () => {
    const place = { returnUrl: null, onVisitorPage: true, home: '/ru/' };
    expect(afterSignInTarget({ ...place, previousPath: '/ru/live' })).toBe('/ru/live');
    expect(afterSignInTarget({ ...place, previousPath: null })).toBe('/ru/');
  });

  it('stays on an ordinary page the modal was opened over', () => {
    expect(
      afterSignInTarget({
        returnUrl: null,
        onVisitorPage: false,
        previousPath: '/ru/y',
        home: '/ru/',
      }),
    ).toBeNull();
  });

  it('reads the user id from the subject of an access token', () => {
    const decode = (text: string) => text;
    expect(tokenUserId('h.{"sub":"42","exp":1}.s', decode)).toBe(42);
    expect(tokenUserId('h.{"sub":7}.s', decode)).toBe(7);
    expect(tokenUserId('h.{"exp":1}.s', decode)).toBeNull();
    expect(tokenUserId('h.not-json.s', decode)).toBeNull();
    expect(tokenUserId(undefined, decode)).toBeNull();
  });
});
