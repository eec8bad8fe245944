import { firstValueFrom, take, toArray } from 'rxjs';
import { createShellEventBus } from '../bus/shell-event';
import { httpFailure, signInApiFixture } from '../testing/sign-in-api-fixture';
import { LoginModalStore } from './login-modal-store';

function modal() {
  const api = signInApiFixture();
  const bus = createShellEventBus();
  const signedIn = jest.fn<void, [string | null]>();
  const store = new LoginModalStore({ api, bus, signedIn });
  const events = firstValueFrom(bus.pipe(take(1), toArray()));
  return { api, bus, signedIn, store, events };
}

describe('the login modal', () => {
  it('signs the player in, publishes it and closes, handing on the return url', async () => {
    const { api, store, signedIn, events } = modal();
    api.login.mockResolvedValue({ success: true, userId: 42 });
    store.open('/ru/office/account');
    await store.submit({ form: 'login_password', uLogin: '42', uPassword: 'secret12' });
    expect(api.login).toHaveBeenCalledWith({
      form: 'login_password',
      uLogin: '42',
      uPassword: 'secret12',
    });
    expect(await events).toEqual([{ type: 'session', change: 'signed-in', userId: 42 }]);
    expect(store.isOpen).toBe(false);
    expect(signedIn).toHaveBeenCalledWith('/ru/office/account');
  });

  it('shows why a wrong password was refused and stays open', async () => {
    const { api, store, signedIn } = modal();
    api.login.mockRejectedValue(httpFailure(400, 'INVALID_CREDENTIALS'));
    store.open();
    await store.submit({ form: 'login_password', uLogin: '42', uPassword: 'wrong' });
    expect(store.errorKey).toBe('auth_error_invalid_credentials');
    expect(store.isOpen).toBe(true);
    expect(store.submitting).toBe(false);
    expect(signedIn).not.toHaveBeenCalled();
  });

  it('asks a two-step player for the code and sends it with the password given', async () => {
    const { api, store, signedIn } = modal();
    api.login
      .mockResolvedValueOnce({ success: false, form: 'login_password_two_step_code' })
      .mockResolvedValueOnce({ success: true, userId: 7 });
    store.open();
    await store.submit({
      form: 'phone_password',
      phone_number: '+79990000000',
      uPassword: 'pw123456',
    });
    expect(store.form).toBe('login_password_two_step_code');
    await store.submitCode('123456');
    expect(api.login).toHaveBeenLastCalledWith({
      form: 'login_password_two_step_code',
      phone_number: '+79990000000',
      uPassword: 'pw123456',
      code: '123456',
    });
    expect(signedIn).toHaveBeenCalledWith(null);
  });

  it('tells a wrong two-step code apart', async () => {
    const { api, store } = modal();
    api.login
      .mockResolvedValueOnce({ success: false, form: 'login_password_two_step_code' })
      .mockRejectedValueOnce(httpFailure(400, 'INVALID_TWO_FACTOR_CODE'));
    store.open();
    await store.submit({ form: 'login_password', uLogin: 'a@b.c', uPassword: 'pw123456' });
    await store.submitCode('000000');
    expect(store.errorKey).toBe('auth_error_invalid_two_factor_code');
    expect(store.form).toBe('login_password_two_step_code');
  });

  it('remembers the phone an SMS code went to, and forgets it with another form', async () => {
    const { api, store } = modal();
    api.sendLoginSms.mockResolvedValue();
    store.open();
    store.choose('sms');
    await store.sendSms('+79990000001');
    expect(store.smsSentTo).toBe('+79990000001');
    store.choose('login_password');
    expect(store.smsSentTo).toBeNull();
  });

  it('shows the catalogue text for a failure that is not a refusal', async () => {
    const { api, store } = modal();
    api.sendLoginSms.mockRejectedValue(httpFailure(429));
    await store.sendSms('+79990000001');
    expect(store.errorKey).toBe('http_error_request');
  });
});
