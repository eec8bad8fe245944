/** spec/shell.md section 4: 0 none, 1 email, 2 phone and email, 3 phone only. */
export const ACTIVATION_TYPE = { none: 0, email: 1, phoneAndEmail: 2, phone: 3 } as const;
export type ActivationType = (typeof ACTIVATION_TYPE)[keyof typeof ACTIVATION_TYPE];

/** spec/shell.md section 4: adding a phone moves 0 to 3 and 1 to 2; 2 and 3 stay. */
export function activationTypeAfterPhoneAdded(type: ActivationType): ActivationType {
  if (type === ACTIVATION_TYPE.none) return ACTIVATION_TYPE.phone;
  if (type === ACTIVATION_TYPE.email) return ACTIVATION_TYPE.phoneAndEmail;
  return type;
}

/**
 * The spec names only the phone's transitions. Ours for an e-mail, its mirror: 0 to 1 and 3 to 2,
 * so that a one-click player who adds an e-mail is asked to confirm it like anyone else.
 */
export function activationTypeAfterEmailAdded(type: ActivationType): ActivationType {
  if (type === ACTIVATION_TYPE.none) return ACTIVATION_TYPE.email;
  if (type === ACTIVATION_TYPE.phone) return ACTIVATION_TYPE.phoneAndEmail;
  return type;
}

/** The activation type of a new account from the contacts it was registered with. */
export function activationTypeOf(contacts: {
  readonly email: boolean;
  readonly phone: boolean;
}): ActivationType {
  if (contacts.email && contacts.phone) return ACTIVATION_TYPE.phoneAndEmail;
  if (contacts.email) return ACTIVATION_TYPE.email;
  if (contacts.phone) return ACTIVATION_TYPE.phone;
  return ACTIVATION_TYPE.none;
}

/** Which contacts an activation type asks the player to confirm. */
export function activationChannels(type: ActivationType): {
  readonly email: boolean;
  readonly phone: boolean;
} {
  return {
    email: type === ACTIVATION_TYPE.email || type === ACTIVATION_TYPE.phoneAndEmail,
    phone: type === ACTIVATION_TYPE.phone || type === ACTIVATION_TYPE.phoneAndEmail,
  };
}

/** Our window to confirm the contacts of a new account (user config remaining_days_to_activate). */
export const ACTIVATION_WINDOW_DAYS = 30;

const DAY_MS = 86_400_000;

/** Whole days left to activate, never below 0; null when nothing is left to confirm. */
export function remainingDaysToActivate(
  type: ActivationType,
  confirmed: { readonly email: boolean; readonly phone: boolean },
  registeredAtMs: number,
  nowMs: number,
): number | null {
  const needs = activationChannels(type);
  if ((!needs.email || confirmed.email) && (!needs.phone || confirmed.phone)) return null;
  const deadline = registeredAtMs + ACTIVATION_WINDOW_DAYS * DAY_MS;
  return Math.max(0, Math.ceil((deadline - nowMs) / DAY_MS));
}
