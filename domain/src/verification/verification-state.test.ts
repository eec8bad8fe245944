import {
  canChangeVerification,
  canDecideVerification,
  identificationNeeded,
  rejectionReasonKey,
  REJECTION_REASONS,
  VERIFICATION_STATES,
  verificationStateOfUserConfig,
  verificationUserConfigFields,
} from './verification-state';

describe('the verification states', () => {
  it('let the player change and send only before sending and after a rejection', () => {
    expect(VERIFICATION_STATES.filter(canChangeVerification)).toEqual(['not-started', 'rejected']);
  });

  it('let an operator decide only what was sent', () => {
    expect(VERIFICATION_STATES.filter(canDecideVerification)).toEqual(['submitted']);
  });

  it("give the spec's user config numbers: 1 not verified, user status 1 pending", () => {
    expect(VERIFICATION_STATES.map(verificationUserConfigFields)).toEqual([
      { verification_status: 1, user_status_id: 0, verification_status_group_code: 'not-started' },
      { verification_status: 1, user_status_id: 1, verification_status_group_code: 'submitted' },
      { verification_status: 2, user_status_id: 0, verification_status_group_code: 'approved' },
      { verification_status: 1, user_status_id: 0, verification_status_group_code: 'rejected' },
    ]);
  });

  it('read back from a user config, from the numbers when no state name is there', () => {
    for (const state of VERIFICATION_STATES) {
      expect(verificationStateOfUserConfig(verificationUserConfigFields(state))).toBe(state);
    }
    const numbers = { verification_status_group_code: null };
    expect(
      verificationStateOfUserConfig({ ...numbers, verification_status: 2, user_status_id: 0 }),
    ).toBe('approved');
    expect(
      verificationStateOfUserConfig({ ...numbers, verification_status: 1, user_status_id: 1 }),
    ).toBe('submitted');
    expect(
      verificationStateOfUserConfig({ ...numbers, verification_status: 1, user_status_id: 0 }),
    ).toBe('not-started');
  });

  it('have a dictionary key per rejection reason', () => {
    expect(REJECTION_REASONS.map(rejectionReasonKey)).toContain(
      'verification_reason_document_unreadable',
    );
  });

  it('need identification only where the site shows it, until approved', () => {
    expect(identificationNeeded(false, 'not-started')).toBe(false);
    expect(identificationNeeded(true, 'rejected')).toBe(true);
    expect(identificationNeeded(true, 'approved')).toBe(false);
  });
});
