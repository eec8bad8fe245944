import { generateOpsToken, isOpsBearerToken } from './ops-bearer-token';

describe('the operator bearer token', () => {
  const token = 'an-operator-token-of-some-length';

  it('lets through exactly Bearer <token>', () => {
    expect(isOpsBearerToken(`Bearer ${token}`, token)).toBe(true);
    expect(isOpsBearerToken(`bearer  ${token}`, token)).toBe(true);
  });

  it.each([
    undefined,
    '',
    'Bearer',
    'Bearer ',
    token,
    `Basic ${token}`,
    `Bearer ${token}x`,
    `Bearer ${token.slice(1)}`,
    `Bearer ${token} extra`,
  ])('refuses %j', (header) => {
    expect(isOpsBearerToken(header, token)).toBe(false);
  });

  it('generates a different 43-character url-safe token every time', () => {
    const tokens = new Set(Array.from({ length: 20 }, generateOpsToken));

    expect(tokens.size).toBe(20);
    for (const generated of tokens) expect(generated).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });
});
