/**
 * The verification of a player's identity (spec/shell.md sections 2.5 and 6; the states are ours,
 * the spec names only "verification status 1 means not verified; user_status_id 1 means pending
 * verification"): nothing sent yet, sent and waiting for an operator, approved, or rejected with a
 * reason, after which the player corrects and sends again.
 */
export const VERIFICATION_STATES = ['not-started', 'submitted', 'approved', 'rejected'] as const;
export type VerificationState = (typeof VERIFICATION_STATES)[number];

export function isVerificationState(value: unknown): value is VerificationState {
  return (VERIFICATION_STATES as readonly unknown[]).includes(value);
}

/**
 * The reasons an operator may reject with, a fixed list so that the player reads each in their own
 * language (verification dictionary, `verification_reason_<reason>`), never an operator's free text.
 */
export const REJECTION_REASONS = [
  'document-unreadable',
  'document-expired',
  'data-mismatch',
  'selfie-mismatch',
  'documents-missing',
  'under-age',
] as const;
export type RejectionReason = (typeof REJECTION_REASONS)[number];

export function isRejectionReason(value: unknown): value is RejectionReason {
  return (REJECTION_REASONS as readonly unknown[]).includes(value);
}

export function rejectionReasonKey(reason: RejectionReason): string {
  return `verification_reason_${reason.replace(/-/g, '_')}`;
}

/** The player may change their data and documents before sending, and after a rejection. */
export function canChangeVerification(state: VerificationState): boolean {
  return state === 'not-started' || state === 'rejected';
}

/** Only a verification waiting for an operator can be approved or rejected. */
export function canDecideVerification(state: VerificationState): boolean {
  return state === 'submitted';
}

/** spec/shell.md section 6: verification_status 1 means not verified; ours: 2 verified. */
export const VERIFICATION_STATUS = { notVerified: 1, verified: 2 } as const;
/** spec/shell.md section 6: user_status_id 1 means pending verification; ours: 0 otherwise. */
export const USER_STATUS_ID = { none: 0, pendingVerification: 1 } as const;

/**
 * The user config fields of a verification state (spec/shell.md section 3): the spec's two
 * numbers, and `verification_status_group_code` holding the state's name, which tells a rejected
 * player from one who never sent anything.
 */
export function verificationUserConfigFields(state: VerificationState): {
  readonly verification_status: number;
  readonly user_status_id: number;
  readonly verification_status_group_code: VerificationState;
} {
  return {
    verification_status:
      state === 'approved' ? VERIFICATION_STATUS.verified : VERIFICATION_STATUS.notVerified,
    user_status_id:
      state === 'submitted' ? USER_STATUS_ID.pendingVerification : USER_STATUS_ID.none,
    verification_status_group_code: state,
  };
}

/** The state a user config tells (the reverse of verificationUserConfigFields). */
export function verificationStateOfUserConfig(config: {
  readonly verification_status: number;
  readonly user_status_id: number;
  readonly verification_status_group_code: string | null;
}): VerificationState {
  if (isVerificationState(config.verification_status_group_code)) {
    return config.verification_status_group_code;
  }
  if (config.verification_status === VERIFICATION_STATUS.verified) return 'approved';
  if (config.user_status_id === USER_STATUS_ID.pendingVerification) return 'submitted';
  return 'not-started';
}

/**
 * spec/shell.md sections 2.5 and 5: identification exists only when the site config shows it
 * (`identificationShown`); then a player whose identity is not approved yet needs it.
 */
export function identificationNeeded(
  identificationShown: boolean,
  state: VerificationState,
): boolean {
  return identificationShown && state !== 'approved';
}

/** The dictionary key of a state's name, e.g. `verification_state_rejected`. */
export function verificationStateKey(state: VerificationState): string {
  return `verification_state_${state.replace(/-/g, '_')}`;
}
