import { Secret, TOTP } from 'otpauth';
import { DEFAULT_AUTH_SETTINGS, type AuthSettings } from '../auth/auth-settings';
import { hashPassword } from '../auth/passwords';
import { createPlayerRepository, type Player } from '../players/player-repository';
import type { TestApp } from './build-test-app';

/** Settings for tests: a fixed JWT key, the defaults otherwise. */
export const TEST_AUTH_SETTINGS: AuthSettings = {
  ...DEFAULT_AUTH_SETTINGS,
  jwtSecret: 'a-test-jwt-secret-of-at-least-32-characters',
};

export const TEST_PASSWORD = 'secret-2026';

/** A player stored directly (no registration call), with TEST_PASSWORD unless told otherwise. */
export async function createTestPlayer(
  testApp: TestApp,
  fields: { email?: string; phone?: string; password?: string | null; createdAt?: Date } = {},
): Promise<Player> {
  const password = fields.password === undefined ? TEST_PASSWORD : fields.password;
  return createPlayerRepository(testApp.database).add({
    email: fields.email ?? null,
    emailConfirmed: fields.email !== undefined,
    phone: fields.phone ?? null,
    phoneConfirmed: fields.phone !== undefined,
    passwordHash: password === null ? null : await hashPassword(password),
    registrationType: 'full_reg',
    activationType: 0,
    countryId: 1,
    currency: 'RUB',
    bonusChoice: 0,
    promocode: null,
    name: null,
    surname: null,
    birthday: null,
    createdAt: fields.createdAt ?? new Date(),
  });
}

/** The newest outbox message to a recipient. */
export async function lastMessageTo(
  testApp: TestApp,
  recipient: string,
): Promise<{ subject: string; body: string } | undefined> {
  const [row] = await testApp.database.query<{ subject: string; body: string }>(
    'select subject, body from outbox where recipient = $1 order by id desc limit 1',
    [recipient],
  );
  return row;
}

/** The six-digit code of the newest SMS to a phone. */
export async function lastSmsCode(testApp: TestApp, phone: string): Promise<string> {
  const message = await lastMessageTo(testApp, phone);
  const code = /\b(\d{6})\b/.exec(message?.body ?? '')?.[1];
  if (code === undefined) throw new Error(`No SMS code was sent to ${phone}`);
  return code;
}

/** The token of the newest e-mail link to an address. */
export async function lastEmailToken(testApp: TestApp, email: string): Promise<string> {
  const message = await lastMessageTo(testApp, email);
  const token = /token=([\w-]+)/.exec(message?.body ?? '')?.[1];
  if (token === undefined) throw new Error(`No link was mailed to ${email}`);
  return token;
}

/** What the player's authenticator app shows at `now`. */
export function authenticatorCode(secret: string, now: Date): string {
  return new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({
    timestamp: now.getTime(),
  });
}
