import {
  DEFAULT_LANGUAGE,
  FALLBACK_LANGUAGE,
  localeOf,
  type LanguageCode,
  type RemoteViewAnswer,
} from '@betshell/domain';
import { SEO_LANGUAGE_ISO } from '@betshell/domain/server';
import type { InformationPage, InformationPageRepository } from './information-page-repository';
import { parentPath } from './information-page-path';

/** The app name the information pages answer for: GET /views/information/{lng}/{path}. */
export const INFORMATION_APP = 'information';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function formatDate(instant: string, lng: LanguageCode): string {
  return new Intl.DateTimeFormat(localeOf(lng), {
    dateStyle: 'long',
    timeZone: 'UTC',
  }).format(new Date(instant));
}

/** The page in the language asked, else in English (decisions.md: other languages fall back to en). */
async function findPage(
  repository: InformationPageRepository,
  lng: LanguageCode,
  path: string,
): Promise<InformationPage | null> {
  return (
    (await repository.find(lng, path)) ??
    (lng === FALLBACK_LANGUAGE ? null : repository.find(FALLBACK_LANGUAGE, path))
  );
}

/**
 * The JSON render-mode answer of an information page, or null when there is none. A page lists the
 * pages under it (a rules group its chapters, news its articles) and links to the page above it;
 * links keep the language of the address, whatever language the text fell back to.
 */
export async function informationViewAnswer(
  repository: InformationPageRepository,
  style: string,
  lng: LanguageCode,
  path: string,
): Promise<RemoteViewAnswer | null> {
  const page = await findPage(repository, lng, path);
  if (page === null) return null;
  const href = (to: string) => `/${lng}/${to}`;
  const up = parentPath(path);
  const parent = up === null ? null : await findPage(repository, lng, up);
  const children = await repository.children(page.lng, path);
  const list =
    children.length === 0
      ? ''
      : `<ul class="info-page__list">${children
          .map(
            (child) =>
              `<li><a href="${href(child.path)}">${escapeHtml(child.title)}</a>${
                child.publishedAt === null
                  ? ''
                  : ` <time datetime="${child.publishedAt}">${formatDate(child.publishedAt, page.lng)}</time>`
              }${child.description === '' ? '' : `<p>${escapeHtml(child.description)}</p>`}</li>`,
          )
          .join('')}</ul>`;
  const body = [
    `<article class="info-page" data-page="information" lang="${SEO_LANGUAGE_ISO[page.lng]}">`,
    parent === null
      ? ''
      : `<p class="info-page__up"><a href="${href(parent.path)}">${escapeHtml(parent.title)}</a></p>`,
    `<h1>${escapeHtml(page.title)}</h1>`,
    page.publishedAt === null
      ? ''
      : `<p class="info-page__date"><time datetime="${page.publishedAt}">${formatDate(page.publishedAt, page.lng)}</time></p>`,
    // Links of stored pages are written `/{lng}/...`: they keep the visitor's language.
    page.body.replace(/\/\{lng\}\//g, `/${lng}/`),
    list,
    '</article>',
  ].join('');
  // The languages the page is written in, no others: the rest show the English text. hreflang and
  // lang take ISO codes (the site's `ua` and `kz` are `uk` and `kk` there); x-default is the
  // default language's page, as on every other page (seo-alternates.ts).
  const writtenIn = await repository.languagesOf(path);
  const xDefault = writtenIn.includes(DEFAULT_LANGUAGE) ? DEFAULT_LANGUAGE : writtenIn[0];
  const alternates = [
    ...writtenIn.map((other) => [SEO_LANGUAGE_ISO[other], other] as const),
    ...(xDefault === undefined ? [] : [['x-default', xDefault] as const]),
  ]
    .map(
      ([hreflang, other]) =>
        `<link rel="alternate" hreflang="${hreflang}" href="/${other}/${path}">`,
    )
    .join('');
  return {
    appName: INFORMATION_APP,
    title: page.title,
    body,
    style: page.style === '' ? style : `${style}\n${page.style}`,
    cssToLoad: [],
    codeToEval: '',
    scriptsToLoad: [],
    head: `<meta name="description" content="${escapeHtml(page.description)}"><link rel="canonical" href="${href(path)}">${alternates}`,
  };
}
