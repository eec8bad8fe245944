import {
  isSmsCode,
  normalizeEmail,
  normalizePhone,
  parseLoginIdentifier,
  passwordProblem,
} from './credentials';

describe('sign-in credentials', () => {
  it('takes an SMS code of exactly six digits', () => {
    expect(isSmsCode('012345')).toBe(true);
    expect(['12345', '1234567', '12345a', ' 123456'].map(isSmsCode)).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });

  it.each([
    ['short1', 'too-short'],
    ['a'.repeat(120) + '123456789', 'too-long'],
    ['onlyletters', 'too-simple'],
    ['12345678', 'too-simple'],
    ['Пароль2026', null],
    ['secret-42', null],
  ])('judges the password %j: %p', (password, problem) => {
    expect(passwordProblem(password)).toBe(problem);
  });

  it('keeps the digits of an international phone', () => {
    expect(normalizePhone('+7 (900) 123-45-67')).toBe('79001234567');
    expect(normalizePhone('380501234567')).toBe('380501234567');
    expect(normalizePhone('1234567')).toBeNull();
    expect(normalizePhone('+7 900 abc')).toBeNull();
    expect(normalizePhone('1234567890123456')).toBeNull();
  });

  it('compares e-mails trimmed and in lower case', () => {
    expect(normalizeEmail(' Player@Example.COM ')).toBe('player@example.com');
    expect(normalizeEmail('player@example')).toBeNull();
    expect(normalizeEmail('pla yer@example.com')).toBeNull();
  });

  it('reads uLogin as a numeric account id or an e-mail', () => {
    expect(parseLoginIdentifier('100042')).toEqual({ kind: 'account', accountId: 100042 });
    expect(parseLoginIdentifier('Me@Example.com')).toEqual({
      kind: 'email',
      email: 'me@example.com',
    });
    expect(parseLoginIdentifier('me')).toBeNull();
  });
});
