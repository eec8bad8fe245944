import { httpFailure } from '../testing/sign-in-api-fixture';
import {
  UserTransferStore,
  USER_TRANSFER_PATH,
  transferLandingToken,
  transferLandingUrl,
} from './user-transfer-store';

function transfer() {
  const api = { sendCode: jest.fn(), checkCode: jest.fn() };
  api.sendCode.mockResolvedValue(undefined);
  return { api, store: new UserTransferStore(api) };
}

describe('the user transfer', () => {
  it('uses the paths of the spec', () => {
    expect(USER_TRANSFER_PATH.sendCode(7)).toBe(
      '/web-api/api/internal/v1/account/user-transfer/send-code/7',
    );
    expect(USER_TRANSFER_PATH.checkCode(7)).toBe(
      '/web-api/api/internal/v1/account/user-transfer/check-code/7',
    );
    expect(USER_TRANSFER_PATH.userData).toBe(
      '/web-api/api/internal/v1/account/user-transfer/user-data',
    );
  });

  it('sends the code with the country code, the phone and the solved captcha', async () => {
    const { api, store } = transfer();
    const sent = await store.sendCode(7, '+7', '999 000-11-22', { captchaId: 'c1', answer: 'ab' });
    expect(sent).toBe(true);
    expect(api.sendCode).toHaveBeenCalledWith(7, {
      country_code: '+7',
      phone: '9990001122',
      captcha: 'c1:ab',
    });
    expect(store.codeSentTo).toBe('+79990001122');
  });

  it('answers the redirect token of a right code, and says why a wrong one failed', async () => {
    const { api, store } = transfer();
    api.checkCode.mockRejectedValueOnce(httpFailure(400, 'INVALID_SMS_CODE'));
    expect(await store.checkCode(7, '000000')).toBeNull();
    expect(store.check.errorKey).toBe('auth_error_invalid_sms_code');
    api.checkCode.mockResolvedValueOnce({ redirectToken: 'rt' });
    expect(await store.checkCode(7, ' 123456 ')).toBe('rt');
    expect(api.checkCode).toHaveBeenLastCalledWith(7, '123456');
    expect(store.redirectToken).toBe('rt');
  });

  it('lands on the home page with the token, and reads it back only with transfered=1', () => {
    const url = transferLandingUrl('/en/', 'a b');
    expect(url).toBe('/en/?transfered=1&redirectToken=a%20b');
    expect(transferLandingToken(url.slice(url.indexOf('?')))).toBe('a b');
    expect(transferLandingToken('?redirectToken=x')).toBeNull();
    expect(transferLandingToken('?transfered=1&redirectToken=')).toBeNull();
  });
});
