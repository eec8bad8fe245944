import { ACTIVATION_TYPE } from '../auth/activation-type';
import { httpFailure } from '../testing/sign-in-api-fixture';
import { ActivationStore, linkToken } from './activation-store';

function activation() {
  const api = { activate: jest.fn(), sendSms: jest.fn() };
  api.sendSms.mockResolvedValue(undefined);
  return { api, store: new ActivationStore(api) };
}

describe('the activation pages', () => {
  it('read the token of an activation link', () => {
    expect(linkToken('?token=abc&x=1')).toBe('abc');
    expect(linkToken('?token=')).toBeNull();
    expect(linkToken('')).toBeNull();
  });

  it('confirm an e-mail by the link and keep the activation type the server answers', async () => {
    const { api, store } = activation();
    api.activate.mockResolvedValue({ userId: 4, activation_type: ACTIVATION_TYPE.email });
    expect(await store.activateByLink('abc')).toBe(true);
    expect(api.activate).toHaveBeenCalledWith({ token: 'abc' });
    expect(store.activationType).toBe(ACTIVATION_TYPE.email);
  });

  it('say why a link did not work', async () => {
    const { api, store } = activation();
    api.activate.mockRejectedValue(httpFailure(400, 'INVALID_LINK'));
    expect(await store.activateByLink('used')).toBe(false);
    expect(store.confirm.errorKey).toBe('sign_in_error_invalid_link');
  });

  it('confirm a phone with the SMS code sent to it', async () => {
    const { api, store } = activation();
    api.activate.mockResolvedValue({ userId: 4, activation_type: ACTIVATION_TYPE.phone });
    expect(await store.activateByCode('123456')).toBe(false);
    await store.sendCode('+79990001122');
    expect(api.sendSms).toHaveBeenCalledWith('+79990001122', 'activate_phone');
    expect(await store.activateByCode('123456')).toBe(true);
    expect(api.activate).toHaveBeenCalledWith({ phone: '+79990001122', code: '123456' });
    expect(store.activationType).toBe(ACTIVATION_TYPE.phone);
  });
});
