import {
  afterSignInTarget,
  loginModalRequest,
  returnTargetOf,
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

  it('refuses a path a browser could read as another host: backslashes, spaces, control characters', () => {
    expect(safeReturnUrl('/ru/\\evil.example')).toBeNull();
    expect(safeReturnUrl('/\tevil.example')).toBeNull();
    expect(safeReturnUrl('/ ru')).toBeNull();
    expect(safeReturnUrl('javascript:alert(1)')).toBeNull();
  });

  it('returns to the first same-site path of returnUrl, redirect_url, from_url, redirect-service', () => {
    expect(returnTargetOf('?redirect_url=%2Fru%2Fcasino')).toBe('/ru/casino');
    expect(returnTargetOf('?from_url=%2Fen%2Flive')).toBe('/en/live');
    expect(returnTargetOf('?redirect-service=%2Fkz%2Foffice%2Frecharge')).toBe(
      '/kz/office/recharge',
    );
    expect(returnTargetOf('?from_url=%2Fb&returnUrl=%2Fa')).toBe('/a');
    expect(returnTargetOf('?redirect_url=%2Fa&from_url=%2Fb')).toBe('/a');
    expect(returnTargetOf('')).toBeNull();
  });

  it('skips a return key naming another site and never follows it', () => {
    expect(returnTargetOf('?redirect_url=https%3A%2F%2Fevil.example%2F')).toBeNull();
    expect(returnTargetOf('?redirect_url=%2F%2Fevil.example&from_url=%2Fru%2Fline')).toBe(
      '/ru/line',
    );
  });

  it('reads showLoginModal=1 and its return url from the address', () => {
    expect(loginModalRequest('?showLoginModal=1&from_url=%2Fru%2Fslots')).toEqual({
      returnUrl: '/ru/slots',
    });
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
