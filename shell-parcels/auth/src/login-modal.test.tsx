import { act, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { createShellEventBus } from '@betshell/domain';
import { LOGIN_PAGE_FORM_SLOT_ID, LoginModalStore } from '@betshell/domain/sign-in';
import { signInApiFixture } from '@betshell/domain/testing';
import { LoginModal } from './login-modal';

async function renderModal(onLoginPage: boolean) {
  const modal = new LoginModalStore({
    api: signInApiFixture(),
    bus: createShellEventBus(),
    signedIn: jest.fn(),
  });
  const i18n = i18next.createInstance();
  await i18n.init({
    lng: 'en',
    resources: { en: { translation: { auth_login_title: 'Log in', auth_submit: 'Sign in' } } },
  });
  render(
    <I18nextProvider i18n={i18n}>
      <LoginModal
        modal={modal}
        registrationHref="/en/registration"
        socialHref={null}
        forgotPassword={jest.fn()}
        navigate={jest.fn()}
        onLoginPage={() => onLoginPage}
      />
    </I18nextProvider>,
  );
  act(() => modal.open(null));
  return modal;
}

describe('the login form', () => {
  afterEach(() => document.getElementById(LOGIN_PAGE_FORM_SLOT_ID)?.remove());

  it("stands in the login page's place for it, not in a dialog", async () => {
    const slot = document.body.appendChild(document.createElement('div'));
    slot.id = LOGIN_PAGE_FORM_SLOT_ID;
    await renderModal(true);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(slot.querySelector('[data-login-form="page"] form')).not.toBeNull();
  });

  it('opens as a dialog on any other page, and on a login page whose place is not there', async () => {
    await renderModal(true);
    expect(screen.getByRole('dialog', { name: 'Log in' })).toBeTruthy();
  });

  it('moves into the page once the page makes its place', async () => {
    await renderModal(true);
    expect(screen.getByRole('dialog')).toBeTruthy();
    const slot = document.createElement('div');
    slot.id = LOGIN_PAGE_FORM_SLOT_ID;
    await act(async () => {
      document.body.appendChild(slot);
      await Promise.resolve();
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(slot.querySelector('form')).not.toBeNull();
  });
});
