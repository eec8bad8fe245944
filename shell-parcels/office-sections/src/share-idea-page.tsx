import { formatTime, isHttpFailure, type TimeDisplay } from '@betshell/domain';
import {
  ideaRefusal,
  IDEA_TEXT_MAX_LENGTH,
  IDEA_TOPIC_MAX_LENGTH,
  type Idea,
} from '@betshell/domain/office';
import { Field, FieldFrame, Form, FormError, SubmitButton } from '@betshell/ui';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { OfficeSectionsApi } from './office-sections-http-api';

export interface ShareIdeaPageProps {
  readonly api: Pick<OfficeSectionsApi, 'ideas' | 'sendIdea'>;
  /** The player's time zone, clock and language (settings.timeDisplay). */
  readonly timeDisplay: TimeDisplay;
}

/** A form field's text; a file (never sent here) is no text. */
const textOf = (value: FormDataEntryValue | null) => (typeof value === 'string' ? value : '');

/** The words for a refused idea: the refusal's own sentence, else the page's general one. */
function refusalKey(error: unknown): string[] {
  const code = isHttpFailure(error) ? error.errorCode : undefined;
  return [
    ...(code === undefined ? [] : [`share_idea_error_${String(code)}`]),
    ...(isHttpFailure(error) ? [error.messageKey] : []),
    'office_sections_error',
  ];
}

/**
 * The office share-idea page (spec/shell.md section 2.5): a topic and a text to send, and the
 * player's ideas with the operators' answers (`npm run ops -- ideas answer`).
 */
export function ShareIdeaPage({ api, timeDisplay }: ShareIdeaPageProps) {
  const { t } = useTranslation();
  const [ideas, setIdeas] = useState<readonly Idea[] | null>(null);
  // The keys of the words for what went wrong, translated as the page renders.
  const [error, setError] = useState<string[] | null>(null);
  const [sent, setSent] = useState(false);
  const [pending, setPending] = useState(false);

  useEffect(() => {
    let live = true;
    api.ideas().then(
      (loaded) => live && setIdeas(loaded),
      (failed: unknown) => live && setError(refusalKey(failed)),
    );
    return () => {
      live = false;
    };
  }, [api]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const topic = textOf(data.get('topic'));
    const text = textOf(data.get('text'));
    setSent(false);
    const refusal = ideaRefusal(topic, text);
    if (refusal !== null) {
      setError([`share_idea_error_${refusal}`]);
      return;
    }
    setPending(true);
    setError(null);
    try {
      const idea = await api.sendIdea(topic, text);
      setIdeas((before) => [idea, ...(before ?? [])]);
      setSent(true);
      form.reset();
    } catch (failed) {
      setError(refusalKey(failed));
    } finally {
      setPending(false);
    }
  };

  const date = (iso: string) => formatTime(iso, timeDisplay, 'dateTime');

  return (
    <section className="bs-office-sections" data-page="share-idea" aria-labelledby="bs-share-idea">
      <h1 id="bs-share-idea">{t('share_idea_title')}</h1>
      <p>{t('share_idea_intro')}</p>
      <Form
        className="bs-office-sections__card"
        onSubmit={(event) => void submit(event)}
        noValidate
      >
        <Field
          label={t('share_idea_topic')}
          name="topic"
          maxLength={IDEA_TOPIC_MAX_LENGTH}
          required
        />
        <FieldFrame label={t('share_idea_text')}>
          <textarea name="text" rows={5} maxLength={IDEA_TEXT_MAX_LENGTH} required />
        </FieldFrame>
        <FormError>{error !== null && t(error)}</FormError>
        {sent && (
          <p role="status" className="bs-office-sections__done">
            {t('share_idea_sent')}
          </p>
        )}
        <SubmitButton pending={pending}>{t('share_idea_send')}</SubmitButton>
      </Form>
      <h2>{t('share_idea_mine')}</h2>
      {ideas !== null && ideas.length === 0 && <p>{t('share_idea_none')}</p>}
      <ul className="bs-office-sections__ideas">
        {(ideas ?? []).map((idea) => (
          <li key={idea.id} className="bs-office-sections__card" data-idea={idea.id}>
            <h3>{idea.topic}</h3>
            <p className="bs-office-sections__muted">{date(idea.createdAt)}</p>
            <p className="bs-office-sections__text">{idea.text}</p>
            {idea.answer === null ? (
              <p className="bs-office-sections__muted">{t('share_idea_waiting')}</p>
            ) : (
              <div className="bs-office-sections__answer" data-answer="">
                <strong>{t('share_idea_answer')}</strong>
                <p className="bs-office-sections__text">{idea.answer}</p>
              </div>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
