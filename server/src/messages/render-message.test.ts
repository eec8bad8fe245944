import { FALLBACK_LANGUAGE, SITE_LANGUAGES, type LanguageCode } from '@betshell/domain';
import {
  MESSAGES,
  messageKeysOf,
  readShippedMessages,
  renderMessage,
  type MessageName,
  type MessageTexts,
} from './render-message';

const texts = readShippedMessages();
const names = Object.keys(MESSAGES) as MessageName[];
const keys = [...new Set(names.flatMap(messageKeysOf))].sort();
/** Values no text contains by itself, so that each is seen where its placeholder was. */
const parameters = {
  login: '7731',
  password: 'Pw-Qx93k',
  link: '/xx/user/activate?token=tok-9',
  code: '482913',
  number: '90417',
  stop_link: '/xx/stopnewsletter?token=stop-7',
};
const withoutParameters = (text: string) =>
  Object.values(parameters).reduce((rest, value) => rest.split(value).join(''), text);

describe('the letters and SMS the platform sends', () => {
  it.each(SITE_LANGUAGES)('are all written in %s, with no text left over', (lng) => {
    expect(Object.keys(texts.get(lng) ?? {}).sort()).toEqual(keys);
  });

  const cases = SITE_LANGUAGES.flatMap((lng) => names.map((name) => [name, lng] as const));
  it.each(cases)('%s in %s has its parameters filled and is not the English text', (name, lng) => {
    const message = renderMessage(name, lng, parameters);
    const english = renderMessage(name, FALLBACK_LANGUAGE, parameters);
    const parts =
      MESSAGES[name].channel === 'email' ? [message.subject, message.body] : [message.body];

    expect(parts.every((part) => (part ?? '').trim() !== '')).toBe(true);
    expect(message.body).not.toMatch(/\{\{|\}\}/);
    for (const parameter of MESSAGES[name].parameters) {
      expect(message.body).toContain(parameters[parameter]);
    }
    if (lng !== FALLBACK_LANGUAGE) {
      expect(withoutParameters(message.body)).not.toBe(withoutParameters(english.body));
      if (message.subject !== null) expect(message.subject).not.toBe(english.subject);
    }
  });

  it.each(cases.filter(([name]) => MESSAGES[name].channel === 'email'))(
    'the letter %s in %s ends with its stop-newsletter link',
    (name, lng) => {
      const { body } = renderMessage(name, lng, parameters);
      expect(body.trimEnd().endsWith(parameters.stop_link)).toBe(true);
    },
  );

  it('take a text a language lacks from English', () => {
    const partial = new Map<LanguageCode, MessageTexts>([
      ['en', { sms_code_body: 'Code {{code}}' }],
      ['kz', {}],
    ]);

    expect(renderMessage('sms_code', 'kz', { code: '1' }, partial).body).toBe('Code 1');
  });
});
