import { FALLBACK_LANGUAGE, isSiteLanguage, type LanguageCode } from '@betshell/domain';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Type } from 'typebox';
import { Compile } from 'typebox/compile';

/**
 * server/content/messages: one `<lng>.json` per site language, a flat map of key to text like a
 * dictionary's, holding the letters' subjects and bodies and the SMS texts the platform sends.
 * They are read from the files, not the database: an operator's dictionary edit must not be able
 * to break a letter that carries a password or a link.
 */
export const MESSAGES_DIR = join(__dirname, '..', '..', 'content', 'messages');

/**
 * Each message the platform sends, its channel and the parameters its texts take: a letter has
 * `<name>_subject` and `<name>_body`, an SMS only `<name>_body` (its outbox subject is its purpose,
 * which the operator API lists).
 */
export const MESSAGES = {
  credentials: { channel: 'email', parameters: ['login', 'password'] },
  email_activation: { channel: 'email', parameters: ['link'] },
  password_reset: { channel: 'email', parameters: ['link'] },
  sms_code: { channel: 'sms', parameters: ['code'] },
  support_answer: { channel: 'email', parameters: ['number', 'link'] },
} as const;

export type MessageName = keyof typeof MESSAGES;

/**
 * Every letter ends with this text, which carries the player's signed stop-newsletter link
 * (`{{stop_link}}`, server/src/mailing/stop-newsletter-links.ts): so every letter the site sends
 * has it, and a letter cannot be rendered without one.
 */
export const LETTER_FOOTER_KEY = 'letter_footer';

export type MessageParameters<N extends MessageName> = Readonly<
  Record<
    | (typeof MESSAGES)[N]['parameters'][number]
    | ((typeof MESSAGES)[N]['channel'] extends 'email' ? 'stop_link' : never),
    string
  >
>;

/** A letter has a subject and a body; an SMS only a body (its subject null). */
export type RenderedMessage<N extends MessageName> = {
  readonly subject: (typeof MESSAGES)[N]['channel'] extends 'email' ? string : null;
  readonly body: string;
};

export type MessageTexts = Readonly<Record<string, string>>;

const messagesFile = Compile(Type.Record(Type.String(), Type.String()));

/** The shipped texts of every language that has a file, read from `dir`. */
export function readShippedMessages(dir = MESSAGES_DIR): Map<LanguageCode, MessageTexts> {
  const texts = new Map<LanguageCode, MessageTexts>();
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.json'))) {
    const lng = file.replace(/\.json$/, '');
    if (!isSiteLanguage(lng))
      throw new Error(`The messages ${file} are not named after a site language`);
    const parsed: unknown = JSON.parse(readFileSync(join(dir, file), 'utf8'));
    if (!messagesFile.Check(parsed))
      throw new Error(`The messages ${file} must map each key to a text`);
    texts.set(lng, parsed);
  }
  return texts;
}

let shipped: Map<LanguageCode, MessageTexts> | null = null;

/** The keys of a message's texts, subject first for a letter, then its footer. */
export function messageKeysOf(name: MessageName): string[] {
  return MESSAGES[name].channel === 'email'
    ? [`${name}_subject`, `${name}_body`, LETTER_FOOTER_KEY]
    : [`${name}_body`];
}

/**
 * A message in a language with its parameters filled (`{{link}}`). A text a language lacks is
 * English's, as the dictionary falls back; the languages' test keeps every file whole.
 */
export function renderMessage<N extends MessageName>(
  name: N,
  lng: LanguageCode,
  parameters: MessageParameters<N>,
  texts: Map<LanguageCode, MessageTexts> = (shipped ??= readShippedMessages()),
): RenderedMessage<N> {
  const fill = (key: string): string => {
    const text = texts.get(lng)?.[key] ?? texts.get(FALLBACK_LANGUAGE)?.[key];
    if (text === undefined) throw new Error(`No language has the message text ${key}`);
    return text.replace(/\{\{(\w+)\}\}/g, (written, parameter: string) => {
      const value = (parameters as Readonly<Record<string, string>>)[parameter];
      if (value === undefined)
        throw new Error(`The message text ${key} names no parameter ${written}`);
      return value;
    });
  };
  const letter = MESSAGES[name].channel === 'email';
  const subject = letter ? fill(`${name}_subject`) : null;
  const body = letter
    ? `${fill(`${name}_body`)}\n\n${fill(LETTER_FOOTER_KEY)}`
    : fill(`${name}_body`);
  return { subject, body } as RenderedMessage<N>;
}
