import {
  COOKIE,
  isSiteLanguage,
  resolveLanguage,
  SITE_LANGUAGES,
  type LanguageCode,
} from '@betshell/domain';
import type { FastifyRequest } from 'fastify';

/**
 * The language of a message a request causes: the page's language, which the browser tells by the
 * spec's `language` header or, on every request of the site, by the `lng` cookie that follows the
 * language of every settled page; else the browser's languages (Accept-Language), else the site's
 * default (ru), as the shell chooses a language when the path does not settle it.
 */
export function messageLanguageOf(request: FastifyRequest): LanguageCode {
  const header = request.headers.language;
  const told = [
    typeof header === 'string' ? header.trim().toLowerCase() : undefined,
    request.cookies[COOKIE.language],
  ];
  const accepted = String(request.headers['accept-language'] ?? '')
    .split(',')
    .map((entry) => entry.split(';')[0] ?? '')
    .filter((tag) => tag.trim() !== '');
  return resolveLanguage({ cookie: told.find(isSiteLanguage), browser: accepted }, SITE_LANGUAGES);
}
