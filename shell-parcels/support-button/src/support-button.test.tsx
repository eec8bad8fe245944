import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { rootStoreFixture } from '@betshell/domain/testing';
import { SupportButton } from './support-button';

async function renderSupportButton() {
  const { bus, stores } = await rootStoreFixture({ language: 'en' });
  const i18n = i18next.createInstance();
  await i18n.init({ lng: 'en', resources: { en: { translation: { support_button: 'Support' } } } });
  const navigate = jest.fn<void, [string]>();
  render(
    <I18nextProvider i18n={i18n}>
      <SupportButton stores={stores} navigate={navigate} />
    </I18nextProvider>,
  );
  return { bus, navigate };
}

describe('the support button', () => {
  it('leads a visitor to the contacts page', async () => {
    const { navigate } = await renderSupportButton();
    const button = screen.getByRole('link', { name: 'Support' });
    expect(button.getAttribute('href')).toBe('/en/contacts');
    await userEvent.click(button);
    expect(navigate).toHaveBeenCalledWith('/en/contacts');
  });

  it('leads a signed-in player to the contacts page too, while the office has no support page', async () => {
    const { bus } = await renderSupportButton();
    act(() => bus.next({ type: 'session', change: 'signed-in', userId: 5 }));
    expect(screen.getByRole('link', { name: 'Support' }).getAttribute('href')).toBe('/en/contacts');
  });
});
