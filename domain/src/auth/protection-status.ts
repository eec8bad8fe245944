/** spec/shell.md section 9: protection thresholds 30, 70, 100. */
export const PROTECTION_THRESHOLDS = { bad: 30, good: 70, full: 100 } as const;

export type ProtectionStatus = 'none' | 'bad' | 'normal' | 'good' | 'full';

/**
 * spec/shell.md section 4: up to and including 30 is bad; above 30 and below 70 normal; 70 to
 * below 100 good; 100 full; null none.
 */
export function protectionStatus(level: number | null): ProtectionStatus {
  if (level === null) return 'none';
  if (level <= PROTECTION_THRESHOLDS.bad) return 'bad';
  if (level < PROTECTION_THRESHOLDS.good) return 'normal';
  if (level < PROTECTION_THRESHOLDS.full) return 'good';
  return 'full';
}

/** spec/shell.md section 3, user config `protection_methods`. */
export interface ProtectionMethods {
  readonly is_changed_password: boolean;
  readonly enable_two_factor_auth: boolean;
  readonly enable_phone_binding: boolean;
  readonly enable_security_question: boolean;
  readonly enable_email_auth: boolean;
}

/**
 * The protection level the server reports (0 to 100). The spec gives the statuses, not how the
 * level is reached; ours: each of the five methods is worth an equal share, so none is 0 (bad), two
 * are 40 (normal), four 80 (good) and all five 100 (full).
 */
export function protectionLevel(methods: ProtectionMethods): number {
  const flags = Object.values(methods) as boolean[];
  const on = flags.filter(Boolean).length;
  return Math.round((on * PROTECTION_THRESHOLDS.full) / flags.length);
}
