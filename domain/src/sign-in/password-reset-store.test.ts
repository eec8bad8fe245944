import type { AnalyticsBusEvent } from '../analytics/analytics-events-of';
import { httpFailure } from '../testing/sign-in-api-fixture';
import { PasswordResetStore } from './password-reset-store';

function recovery() {
  const api = { forgotPassword: jest.fn(), resetPassword: jest.fn() };
  api.forgotPassword.mockResolvedValue(undefined);
  api.resetPassword.mockResolvedValue(undefined);
  const published: AnalyticsBusEvent[] = [];
  const bus = { next: (event: AnalyticsBusEvent) => published.push(event) };
  return { api, published, store: new PasswordResetStore(api, bus) };
}

describe('forgot and reset password', () => {
  it('asks for a link by e-mail and says where it went', async () => {
    const { api, store } = recovery();
    expect(await store.requestReset('ann@example.com')).toBe(true);
    expect(api.forgotPassword).toHaveBeenCalledWith({ email: 'ann@example.com' });
    expect(store.sentTo).toBe('ann@example.com');
  });

  it('asks for a code by phone, then resets with the code and the new password', async () => {
    const { api, store } = recovery();
    store.choose('phone');
    await store.requestReset('+79990001122');
    expect(api.forgotPassword).toHaveBeenCalledWith({ phone: '+79990001122' });
    expect(await store.resetByCode('123456', 'NewPass123', 'NewPass123')).toBe(true);
    expect(api.resetPassword).toHaveBeenCalledWith({
      phone: '+79990001122',
      code: '123456',
      password: 'NewPass123',
    });
    expect(store.reset.done).toBe(true);
  });

  it('resets with the token of an e-mailed link', async () => {
    const { api, store } = recovery();
    expect(await store.resetByLink('tok', 'NewPass123', 'NewPass123')).toBe(true);
    expect(api.resetPassword).toHaveBeenCalledWith({ token: 'tok', password: 'NewPass123' });
  });

  it('refuses a weak password or one repeated wrongly before calling the server', async () => {
    const { api, store } = recovery();
    expect(await store.resetByLink('tok', 'short', 'short')).toBe(false);
    expect(store.reset.errorKey).toBe('auth_error_weak_password');
    expect(await store.resetByLink('tok', 'NewPass123', 'NewPass124')).toBe(false);
    expect(store.reset.errorKey).toBe('sign_in_error_passwords_differ');
    expect(api.resetPassword).not.toHaveBeenCalled();
  });

  it('says why the server refused the link', async () => {
    const { api, store } = recovery();
    api.resetPassword.mockRejectedValue(httpFailure(400, 'LINK_EXPIRED'));
    expect(await store.resetByLink('old', 'NewPass123', 'NewPass123')).toBe(false);
    expect(store.reset.errorKey).toBe('sign_in_error_link_expired');
    expect(store.reset.submitting).toBe(false);
  });

  it('tells analytics of a request and a reset the server took, with the channel and the way', async () => {
    const { store, published } = recovery();
    store.choose('phone');
    await store.requestReset('+79990001122');
    await store.resetByCode('123456', 'NewPass123', 'NewPass123');
    await store.resetByLink('tok', 'NewPass123', 'NewPass123');
    expect(published).toEqual([
      { type: 'analytics', name: 'password_recovery_requested', label: 'phone' },
      { type: 'analytics', name: 'password_reset_done', label: 'code' },
      { type: 'analytics', name: 'password_reset_done', label: 'link' },
    ]);
  });

  it('tells analytics nothing of a refused request, a refused reset or a weak password', async () => {
    const { api, store, published } = recovery();
    api.forgotPassword.mockRejectedValue(httpFailure(400, 'VALIDATION'));
    api.resetPassword.mockRejectedValue(httpFailure(400, 'LINK_EXPIRED'));
    await store.requestReset('ann@example.com');
    await store.resetByLink('old', 'NewPass123', 'NewPass123');
    await store.resetByLink('tok', 'short', 'short');
    expect(published).toEqual([]);
  });

  it('does not reset by code before a code was sent', async () => {
    const { api, store } = recovery();
    store.choose('phone');
    expect(await store.resetByCode('123456', 'NewPass123', 'NewPass123')).toBe(false);
    expect(api.resetPassword).not.toHaveBeenCalled();
  });

  it('forgets where the code went when the player picks the other channel', async () => {
    const { store } = recovery();
    await store.requestReset('ann@example.com');
    store.choose('phone');
    expect(store.sentTo).toBeNull();
    expect(store.channel).toBe('phone');
  });
});
