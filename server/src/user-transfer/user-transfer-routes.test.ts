import { answeredCaptcha, setUpAuthTestApp, signedInPlayer } from '../test-support/auth-test-setup';
import { CAPTCHA_CODE } from '@betshell/domain/auth';
import { opsRequest } from '../test-support/build-test-app';
import { lastSmsCode } from '../test-support/auth-fixtures';
import { createTestVisitor, type TestVisitor } from '../test-support/test-visitor';

const PREFIX = '/web-api/api/internal/v1/account/user-transfer';

describe('the user transfer', () => {
  const setup = setUpAuthTestApp();
  const { clock } = setup;

  let visitor: TestVisitor;
  let userId: number;
  beforeEach(async () => {
    ({ userId, visitor } = await signedInPlayer(setup));
    await opsRequest(setup.testApp, 'POST', `/players/${userId}/transfer-required`, {
      required: true,
    });
  });

  const solvedCaptcha = async () => `${await answeredCaptcha(setup.testApp, visitor)}:abcde`;
  const phoneOf = () => `9005${String(userId).slice(-6)}`;

  it('confirms a phone by code and answers a redirectToken that signs the player in once', async () => {
    const config = await visitor.get('/web-api/user/config');
    const sent = await visitor.post(`${PREFIX}/send-code/${userId}`, {
      country_code: '+7',
      phone: phoneOf(),
      captcha: await solvedCaptcha(),
    });
    const code = await lastSmsCode(setup.testApp, `7${phoneOf()}`);
    const checked = await visitor.post(`${PREFIX}/check-code/${userId}`, { code });
    const { redirectToken } = checked.json<{ redirectToken: string }>();
    const elsewhere = createTestVisitor(setup.testApp.app);
    await elsewhere.arrive();
    const data = await elsewhere.post(`${PREFIX}/user-data`, { redirectToken });
    const again = await elsewhere.post(`${PREFIX}/user-data`, { redirectToken });

    expect(config.json()).toMatchObject({ result: { isRequiredTransfer: true } });
    expect(sent.json()).toEqual({ success: true });
    expect(checked.json()).toMatchObject({ success: true });
    expect(data.json()).toEqual({
      status: 'transferred',
      user: { id: userId, login: String(userId), phone: `7${phoneOf()}` },
    });
    expect((await elsewhere.get('/auth-api/v1/check')).json()).toEqual({ user_id: userId });
    expect(again.json()).toMatchObject({ error: { code: 'INVALID_LINK' } });
    expect((await visitor.get('/web-api/user/config')).json()).toMatchObject({
      result: { isRequiredTransfer: false, activation_type: 3, phone_number: `7${phoneOf()}` },
    });
  });

  it('needs a captcha to send the code (400, code 100)', async () => {
    const response = await visitor.post(`${PREFIX}/send-code/${userId}`, {
      country_code: '7',
      phone: phoneOf(),
    });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: { code: CAPTCHA_CODE.alwaysRequired } });
  });

  it('refuses a wrong code and an expired one', async () => {
    await visitor.post(`${PREFIX}/send-code/${userId}`, {
      country_code: '7',
      phone: phoneOf(),
      captcha: await solvedCaptcha(),
    });
    const code = await lastSmsCode(setup.testApp, `7${phoneOf()}`);

    const wrong = await visitor.post(`${PREFIX}/check-code/${userId}`, {
      code: code === '000000' ? '111111' : '000000',
    });
    clock.advance(10 * 60_000);
    const expired = await visitor.post(`${PREFIX}/check-code/${userId}`, { code });

    expect(wrong.json()).toMatchObject({ error: { code: 'INVALID_SMS_CODE' } });
    expect(expired.json()).toMatchObject({ error: { code: 'SMS_CODE_EXPIRED' } });
  });

  it("refuses another player's id, and an account that needs no transfer", async () => {
    const other = await visitor.post(`${PREFIX}/check-code/${userId + 1000}`, { code: '123456' });
    await opsRequest(setup.testApp, 'POST', `/players/${userId}/transfer-required`, {
      required: false,
    });
    const notNeeded = await visitor.post(`${PREFIX}/check-code/${userId}`, { code: '123456' });

    expect(other.statusCode).toBe(403);
    expect(notNeeded.statusCode).toBe(409);
    expect(notNeeded.json()).toMatchObject({ error: { code: 'TRANSFER_NOT_REQUIRED' } });
  });
});
