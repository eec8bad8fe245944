import { pathInLanguage, type LanguageCode } from '@betshell/domain';

/**
 * A link a letter carries: the site's page under its `/{lng}` prefix, so that the player lands on
 * it in the language the letter is written in, with the one-time token the page reads.
 */
export function messageLink(
  lng: LanguageCode,
  path: '/user/activate' | '/user/passwordreset',
  token: string,
): string {
  return `${pathInLanguage(path, lng)}?token=${encodeURIComponent(token)}`;
}
