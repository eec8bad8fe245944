import { passwordProblem } from '../auth/credentials';

/**
 * Why a new password (typed twice) would not do, as a dictionary key, or null when it will: the
 * server's own rule (credentials.ts), checked before the call so the player is told at once.
 */
export function newPasswordErrorKey(password: string, repeated: string): string | null {
  if (passwordProblem(password) !== null) return 'auth_error_weak_password';
  if (password !== repeated) return 'sign_in_error_passwords_differ';
  return null;
}
