import {
  ACTIVATION_TYPE,
  activationChannels,
  activationTypeAfterEmailAdded,
  activationTypeAfterPhoneAdded,
  activationTypeOf,
  remainingDaysToActivate,
} from './activation-type';

const DAY = 86_400_000;

describe('the activation type', () => {
  it.each([
    [0, 3],
    [1, 2],
    [2, 2],
    [3, 3],
  ] as const)('moves from %i to %i when a phone is added', (from, to) => {
    expect(activationTypeAfterPhoneAdded(from)).toBe(to);
  });

  it.each([
    [0, 1],
    [3, 2],
    [1, 1],
    [2, 2],
  ] as const)('moves from %i to %i when an e-mail is added', (from, to) => {
    expect(activationTypeAfterEmailAdded(from)).toBe(to);
  });

  it('of a new account follows the contacts it was registered with', () => {
    expect(activationTypeOf({ email: false, phone: false })).toBe(ACTIVATION_TYPE.none);
    expect(activationTypeOf({ email: true, phone: false })).toBe(ACTIVATION_TYPE.email);
    expect(activationTypeOf({ email: true, phone: true })).toBe(ACTIVATION_TYPE.phoneAndEmail);
    expect(activationTypeOf({ email: false, phone: true })).toBe(ACTIVATION_TYPE.phone);
  });

  it('asks to confirm the channels it names', () => {
    expect(activationChannels(0)).toEqual({ email: false, phone: false });
    expect(activationChannels(1)).toEqual({ email: true, phone: false });
    expect(activationChannels(2)).toEqual({ email: true, phone: true });
    expect(activationChannels(3)).toEqual({ email: false, phone: true });
  });

  it('leaves 30 days to activate, counting down, never below 0, none once confirmed', () => {
    const unconfirmed = { email: false, phone: false };
    expect(remainingDaysToActivate(1, unconfirmed, 0, 0)).toBe(30);
    expect(remainingDaysToActivate(1, unconfirmed, 0, 10 * DAY + 1)).toBe(20);
    expect(remainingDaysToActivate(1, unconfirmed, 0, 40 * DAY)).toBe(0);
    expect(remainingDaysToActivate(2, { email: true, phone: false }, 0, 0)).toBe(30);
    expect(remainingDaysToActivate(2, { email: true, phone: true }, 0, 0)).toBeNull();
    expect(remainingDaysToActivate(0, unconfirmed, 0, 0)).toBeNull();
  });
});
