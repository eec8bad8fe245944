import { observer } from 'mobx-react-lite';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { type RootStore } from '@betshell/domain';
import { supportPath } from '@betshell/domain/chrome';
import {
  officeSupportPath,
  supportErrorKeys,
  type SupportContact,
  type SupportSummaryStore,
} from '@betshell/domain/support';
import { Dialog, Field, Form, FormError, SubmitButton } from '@betshell/ui';

export interface SupportButtonProps {
  readonly stores: Pick<RootStore, 'settings' | 'session'>;
  readonly navigate: (url: string) => void;
  /** The player's open requests and unread answers, watched while a player is signed in. */
  readonly summary: SupportSummaryStore;
  /** A visitor's contact form (POST /web-api/support/contact). */
  readonly sendContact: (form: SupportContact) => Promise<void>;
}

/**
 * A button in the corner of every default-layout page. A signed-in player goes to the office
 * support page, the button showing unread answers (and the summary, watched on every page, shows a
 * notification when an answer comes); a visitor gets a contact form (name, e-mail, message) whose
 * message operators see among the requests. Its link is the contacts page, for a new tab.
 */
export const SupportButton = observer(function SupportButton({
  stores,
  navigate,
  summary,
  sendContact,
}: SupportButtonProps) {
  const { t } = useTranslation();
  const [contactOpen, setContactOpen] = useState(false);
  const signedIn = stores.session.authorised;
  useEffect(() => {
    if (!signedIn) return;
    summary.watch();
    return () => summary.stop();
  }, [signedIn, summary]);

  const lng = stores.settings.language;
  const href = signedIn ? officeSupportPath(lng) : supportPath(lng);
  const unread = signedIn ? (summary.summary?.unread ?? 0) : 0;
  return (
    <>
      <a
        className="bs-support"
        href={href}
        onClick={(event) => {
          if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
          event.preventDefault();
          if (signedIn) navigate(href);
          else setContactOpen(true);
        }}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20">
          <path
            fill="currentColor"
            d="M12 3a8 8 0 0 0-8 8v5a3 3 0 0 0 3 3h1v-7H6v-1a6 6 0 1 1 12 0v1h-2v7h2v1h-5v2h5a2 2 0 0 0 2-2v-9a8 8 0 0 0-8-8z"
          />
        </svg>
        <span>{t('support_button')}</span>
        {unread > 0 && (
          <span className="bs-support__badge" aria-label={t('support_unread')}>
            {unread}
          </span>
        )}
      </a>
      {contactOpen && (
        <ContactForm onClose={() => setContactOpen(false)} sendContact={sendContact} />
      )}
    </>
  );
});

function ContactForm({
  onClose,
  sendContact,
}: {
  readonly onClose: () => void;
  readonly sendContact: (form: SupportContact) => Promise<void>;
}) {
  const { t } = useTranslation();
  const [form, setForm] = useState({ name: '', email: '', message: '' });
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (
      form.name.trim() === '' ||
      form.message.trim() === '' ||
      !/^\S+@\S+\.\S+$/u.test(form.email)
    ) {
      setError(t('support_contact_incomplete'));
      return;
    }
    setPending(true);
    setError(null);
    try {
      await sendContact({
        name: form.name.trim(),
        email: form.email.trim(),
        message: form.message,
      });
      setSent(true);
    } catch (refused) {
      setError(t(supportErrorKeys(refused)));
    } finally {
      setPending(false);
    }
  };

  return (
    <Dialog
      title={t('support_contact_title')}
      onClose={onClose}
      closeLabel={t('support_close')}
      data-dialog="support-contact"
    >
      {sent ? (
        <p role="status">{t('support_contact_sent')}</p>
      ) : (
        <Form onSubmit={(event) => void submit(event)}>
          <Field
            label={t('support_contact_name')}
            name="name"
            autoComplete="name"
            maxLength={100}
            value={form.name}
            onChange={(event) => setForm({ ...form, name: event.target.value })}
          />
          <Field
            label={t('support_contact_email')}
            name="email"
            type="email"
            autoComplete="email"
            maxLength={254}
            value={form.email}
            onChange={(event) => setForm({ ...form, email: event.target.value })}
          />
          <label className="ui-field">
            {t('support_message')}
            <textarea
              name="message"
              rows={5}
              maxLength={4000}
              value={form.message}
              onChange={(event) => setForm({ ...form, message: event.target.value })}
            />
          </label>
          <FormError>{error}</FormError>
          <SubmitButton pending={pending}>{t('support_send')}</SubmitButton>
        </Form>
      )}
    </Dialog>
  );
}
