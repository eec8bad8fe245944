import { isTokenValid, tokenExpiry, tokenOfAnswer, userTokenCookieExpiry } from './user-token';

// The test's own base64url codec: domain has neither Buffer nor atob.
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const encode = (text: string) => {
  let bits = '';
  for (const char of text) bits += char.charCodeAt(0).toString(2).padStart(8, '0');
  return (bits.match(/.{1,6}/g) ?? [])
    .map((chunk) => ALPHABET[parseInt(chunk.padEnd(6, '0'), 2)])
    .join('');
};
const decode = (text: string) => {
  const bits = [...text]
    .map((char) => ALPHABET.indexOf(char).toString(2).padStart(6, '0'))
    .join('');
  return (bits.match(/.{8}/g) ?? []).map((byte) => String.fromCharCode(parseInt(byte, 2))).join('');
};
const jwt = (claims: object) =>
  `${encode('{"alg":"HS256"}')}.${encode(JSON.stringify(claims))}.sig`;

describe('the user token', () => {
  it('is valid while its expiry is in the future', () => {
    expect(isTokenValid(1_000, 999)).toBe(true);
    expect(isTokenValid(1_000, 1_000)).toBe(false);
    expect(isTokenValid(undefined, 0)).toBe(false);
  });

  it('carries its expiry in the exp claim', () => {
    expect(tokenExpiry(jwt({ sub: '7', exp: 1_800_000_000 }), decode)).toBe(1_800_000_000);
  });

  it('has no expiry when absent, not a JWT, or without a numeric exp', () => {
    expect(tokenExpiry(undefined, decode)).toBeUndefined();
    expect(tokenExpiry('not-a-jwt', decode)).toBeUndefined();
    expect(tokenExpiry(`x.${encode('not json')}.y`, decode)).toBeUndefined();
    expect(tokenExpiry(jwt({ exp: 'soon' }), decode)).toBeUndefined();
  });
});

describe('the token call', () => {
  it('answers the token in data.token', () => {
    expect(tokenOfAnswer({ data: { token: 'a.b.c' } })).toBe('a.b.c');
  });

  it.each([
    [null],
    [{}],
    [{ data: null }],
    [{ data: { token: '' } }],
    [{ data: { token: 7 } }],
    [{ token: 'a.b.c' }],
  ])('answers no token in %j', (answer) => {
    expect(tokenOfAnswer(answer)).toBeUndefined();
  });

  it('keeps the token in its cookie until its exp, and not at all once expired or without exp', () => {
    expect(userTokenCookieExpiry(jwt({ exp: 2_000 }), decode, 1_000)).toBe(2_000);
    expect(userTokenCookieExpiry(jwt({ exp: 1_000 }), decode, 1_000)).toBeUndefined();
    expect(userTokenCookieExpiry(jwt({ sub: '7' }), decode, 1_000)).toBeUndefined();
  });
});
