import { Secret, TOTP } from 'otpauth';
import { expect, test } from '../fixtures';
import { OfficeSecurityPage } from '../pages/office-security-page';
import { signInNewPlayer } from '../support/signed-in-player';
import { latestOutboxCode, signInApi } from '../support/sign-in-api';

/** The code an authenticator app shows for the secret now (RFC 6238, as the server checks it). */
function totpCode(secret: string): string {
  return new TOTP({
    secret: Secret.fromBase32(secret),
    digits: 6,
    period: 30,
    algorithm: 'SHA1',
  }).generate();
}

test.describe('the office security and settings pages', () => {
  test('a player turns two-factor on, signs out, and signs in again with a TOTP code', async ({
    context,
    page,
    baseURL,
  }) => {
    const player = await signInNewPlayer(context, baseURL as string);
    const office = new OfficeSecurityPage(page);
    await office.openSecurity();
    await expect(office.protectionStatus).toHaveText('bad');

    const secret = await office.startTwoFactor(player.password);
    await office.confirmTwoFactor(totpCode(secret));
    await expect(office.root.getByText('Two-factor authentication is on.').first()).toBeVisible();
    await expect(office.method('Two-factor authentication: on')).toBeVisible();

    const api = await signInApi(context, baseURL as string);
    await api.disconnect();
    expect(await api.sessionUserId()).toBeNull();

    const credentials = {
      form: 'login_password',
      uLogin: player.login,
      uPassword: player.password,
    };
    const first = await api.logIn(credentials);
    expect(first.body).toEqual({ success: false, form: 'login_password_two_step_code' });
    expect(await api.sessionUserId()).toBeNull();

    const wrong = await api.logIn({
      ...credentials,
      form: 'login_password_two_step_code',
      code: '000000',
    });
    expect(wrong.status).toBe(400);

    const second = await api.logIn({
      ...credentials,
      form: 'login_password_two_step_code',
      code: totpCode(secret),
    });
    expect(second.body).toMatchObject({ success: true, userId: player.userId });
    expect(await api.sessionUserId()).toBe(player.userId);
  });

  test('a player changes the password, and the old one stops working', async ({
    context,
    page,
    baseURL,
  }) => {
    const player = await signInNewPlayer(context, baseURL as string);
    const office = new OfficeSecurityPage(page);
    await office.openSecurity();

    await office.changePassword('wrong-password-1', 'brand-new-pass-1');
    await expect(office.root.getByText('The password is wrong.')).toBeVisible();

    await office.changePassword(player.password, 'brand-new-pass-1');
    await expect(
      office.root.getByText('Your password is changed. Other devices have been signed out.'),
    ).toBeVisible();
    await expect(office.method('Password changed: on')).toBeVisible();

    const api = await signInApi(context, baseURL as string);
    await api.disconnect();
    const old = await api.logIn({
      form: 'login_password',
      uLogin: player.login,
      uPassword: player.password,
    });
    expect(old.status).toBe(400);
    expect(old.body.error?.code).toBe('INVALID_CREDENTIALS');
    const fresh = await api.logIn({
      form: 'login_password',
      uLogin: player.login,
      uPassword: 'brand-new-pass-1',
    });
    expect(fresh.body).toMatchObject({ success: true, userId: player.userId });
  });

  test('a player binds a phone with the code from the outbox', async ({
    context,
    page,
    baseURL,
  }) => {
    await signInNewPlayer(context, baseURL as string);
    const office = new OfficeSecurityPage(page);
    await office.openSettings();
    await expect(office.root.getByTestId('bound-phone')).toHaveText(
      'No phone is bound to your account.',
    );
    // A phone no other journey uses: 7 900 and seven digits of this moment.
    const digits = `7900${String(Date.now()).slice(-7)}`;

    await office.sendPhoneCode(`+${digits}`);
    let code: string | null = null;
    await expect
      .poll(async () => (code = await latestOutboxCode(page.request, baseURL as string, digits)))
      .not.toBeNull();
    await office.bindPhone(code ?? '');

    await expect(office.root.getByText('The phone is bound to your account.')).toBeVisible();
    await expect(office.root.getByTestId('bound-phone')).toHaveText(`Bound phone: +${digits}`);
    await office.openSecurity();
    await expect(office.method('Phone bound: on')).toBeVisible();
  });
});
