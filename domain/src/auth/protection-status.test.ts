import { protectionLevel, protectionStatus, type ProtectionMethods } from './protection-status';

const NONE: ProtectionMethods = {
  is_changed_password: false,
  enable_two_factor_auth: false,
  enable_phone_binding: false,
  enable_security_question: false,
  enable_email_auth: false,
};

describe('the protection status', () => {
  it.each([
    [null, 'none'],
    [0, 'bad'],
    [30, 'bad'],
    [31, 'normal'],
    [69, 'normal'],
    [70, 'good'],
    [99, 'good'],
    [100, 'full'],
  ] as const)('of level %p is %s', (level, status) => {
    expect(protectionStatus(level)).toBe(status);
  });
});

describe('the protection level', () => {
  it('is 0 without any method and 100 with all five', () => {
    expect(protectionLevel(NONE)).toBe(0);
    const all = Object.fromEntries(Object.keys(NONE).map((key) => [key, true]));
    expect(protectionLevel(all as unknown as ProtectionMethods)).toBe(100);
  });

  it('gives each method an equal share: two methods are normal, four are good', () => {
    const two = { ...NONE, enable_two_factor_auth: true, enable_email_auth: true };
    const four = { ...two, enable_phone_binding: true, is_changed_password: true };

    expect(protectionStatus(protectionLevel(two))).toBe('normal');
    expect(protectionStatus(protectionLevel(four))).toBe('good');
  });
});
