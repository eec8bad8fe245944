import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { SupportSummaryStore, type SupportSummary } from '@betshell/domain/support';
import { rootStoreFixture } from '@betshell/domain/testing';
import { SupportButton } from './support-button';

const TEXTS = {
  support_button: 'Support',
  support_unread: 'New answer',
  support_contact_title: 'Write to support',
  support_contact_name: 'Your name',
  support_contact_email: 'E-mail',
  support_message: 'Message',
  support_send: 'Send',
  support_close: 'Close',
  support_contact_sent: 'Thank you! We will answer to your e-mail.',
  support_contact_incomplete: 'Fill in your name, e-mail and message.',
};

async function renderSupportButton(summaries: SupportSummary[] = [{ open: 0, unread: 0 }]) {
  const { bus, stores, clock } = await rootStoreFixture({ language: 'en' });
  const i18n = i18next.createInstance();
  await i18n.init({ lng: 'en', resources: { en: { translation: TEXTS } } });
  const navigate = jest.fn<void, [string]>();
  const sendContact = jest.fn(() => Promise.resolve());
  const summaryApi = jest.fn(() => Promise.resolve(summaries.shift() ?? { open: 0, unread: 0 }));
  const summary = new SupportSummaryStore({ summary: summaryApi }, bus, clock, () => {});
  render(
    <I18nextProvider i18n={i18n}>
      <SupportButton
        stores={stores}
        navigate={navigate}
        summary={summary}
        sendContact={sendContact}
      />
    </I18nextProvider>,
  );
  return { bus, navigate, sendContact, summaryApi };
}

describe('the support button', () => {
  it('opens the contact form for a visitor, which sends name, e-mail and message', async () => {
    const { navigate, sendContact, summaryApi } = await renderSupportButton();
    const button = screen.getByRole('link', { name: 'Support' });
    expect(button.getAttribute('href')).toBe('/en/contacts');
    await userEvent.click(button);
    expect(navigate).not.toHaveBeenCalled();
    const dialog = screen.getByRole('dialog', { name: 'Write to support' });
    expect(dialog).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByRole('alert').textContent).toBe('Fill in your name, e-mail and message.');
    // Whole values at once: typing key by key outlasts jest's 5 s on a busy machine.
    fireEvent.change(screen.getByLabelText('Your name'), { target: { value: 'Anna' } });
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'anna@example.com' } });
    fireEvent.change(screen.getByLabelText('Message'), { target: { value: 'How do I register?' } });
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(sendContact).toHaveBeenCalledWith({
      name: 'Anna',
      email: 'anna@example.com',
      message: 'How do I register?',
    });
    expect(screen.getByRole('status').textContent).toBe(
      'Thank you! We will answer to your e-mail.',
    );
    // A visitor has no requests to watch.
    expect(summaryApi).not.toHaveBeenCalled();
  });

  it('leads a signed-in player to the office support page, showing unread answers', async () => {
    const { bus, navigate } = await renderSupportButton([{ open: 1, unread: 2 }]);
    await act(async () => {
      bus.next({ type: 'session', change: 'signed-in', userId: 5 });
      await Promise.resolve();
    });
    const button = await screen.findByRole('link', { name: /Support/u });
    expect(button.getAttribute('href')).toBe('/en/office/support');
    expect((await screen.findByLabelText('New answer')).textContent).toBe('2');
    await userEvent.click(button);
    expect(navigate).toHaveBeenCalledWith('/en/office/support');
  });
});
