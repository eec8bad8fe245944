import { request } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { TOTP as TOTP_RULE } from '@betshell/domain/auth';
import { expect, test } from '../fixtures';
import { OfficeSecurityPage } from '../pages/office-security-page';
import { SignInModal } from '../pages/sign-in-modal';
import { freshContacts, latestOutboxBody, latestSmsCode } from '../support/outbox';
import { signInHeaders } from '../support/registered-player';
import { signInNewPlayer } from '../support/signed-in-player';

test.use({ locale: 'ru-RU' });

/** The code an authenticator app shows now: the library and parameters the server uses. */
function totpCode(secret: string): string {
  return new TOTP({
    secret: Secret.fromBase32(secret),
    digits: TOTP_RULE.digits,
    period: TOTP_RULE.periodSeconds,
    algorithm: TOTP_RULE.algorithm,
  }).generate();
}

/** A phone_reg player made through the real API, in a request context of its own. */
async function registerByPhone(baseURL: string, phone: string): Promise<number> {
  const api = await request.newContext();
  try {
    const headers = await signInHeaders(api, baseURL);
    const sent = await api.post(`${baseURL}/auth-api/v1/sms`, {
      headers,
      data: { phone, purpose: 'register' },
    });
    expect(sent.ok()).toBe(true);
    const answer = await api.post(`${baseURL}/auth-api/v1/register`, {
      headers,
      data: {
        type: 'phone_reg',
        termsAccepted: true,
        ageConfirmed: true,
        currency: 'RUB',
        countryId: 1,
        bonusChoice: 0,
        phone,
        smsCode: await latestSmsCode(phone),
        password: 'Sms-player-123',
      },
    });
    expect(answer.ok()).toBe(true);
    return ((await answer.json()) as { userId: number }).userId;
  } finally {
    await api.dispose();
  }
}

test('a player signs in by an SMS code the outbox holds', async ({ shell, page, baseURL }) => {
  const { phone } = freshContacts();
  const userId = await registerByPhone(baseURL as string, phone);
  const registrationSms = await latestOutboxBody(phone);
  const signIn = new SignInModal(page);
  await shell.open('/ru/');

  await signIn.openFromHeader();
  await signIn.chooseTab('Код из SMS');
  await signIn.askSmsCode(phone);
  const code = await latestSmsCode(phone, registrationSms);
  await signIn.signInWithSmsCode(code === '000000' ? '111111' : '000000');
  await expect(signIn.error).toHaveText('Неверный код. Проверьте SMS и попробуйте снова.');
  await signIn.signInWithSmsCode(code);
  await signIn.expectSignedIn(userId);
});

test('a player turns two-factor on, then signs in in the modal with a TOTP code', async ({
  context,
  page,
  baseURL,
}) => {
  const player = await signInNewPlayer(context, baseURL as string);
  const office = new OfficeSecurityPage(page);
  await office.openSecurity();
  const secret = await office.startTwoFactor(player.password);
  await office.confirmTwoFactor(totpCode(secret));
  await expect(office.root.getByText('Two-factor authentication is on.').first()).toBeVisible();

  const signIn = new SignInModal(page);
  await page.goto('/ru/');
  await signIn.logout();
  await signIn.openFromHeader();
  await signIn.signInWithPassword(player.login, player.password);
  await expect(signIn.dialog.getByRole('heading', { name: 'Код подтверждения' })).toBeVisible();
  await signIn.enterTwoStepCode('000000' === totpCode(secret) ? '111111' : '000000');
  await expect(signIn.error).toHaveText('Неверный код подтверждения.');
  await signIn.enterTwoStepCode(totpCode(secret));
  await signIn.expectSignedIn(player.userId);
});
