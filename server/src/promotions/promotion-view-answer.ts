import {
  formatMoney,
  localeOf,
  type DictionaryTexts,
  type LanguageCode,
  type RemoteViewAnswer,
} from '@betshell/domain';
import { maskedPlayer, tournamentPhase, SEO_LANGUAGE_ISO } from '@betshell/domain/server';
import { gameImagePath } from '@betshell/domain/casino';
import type { Queryable } from '../db/database';
import { liveLeaderboardCode } from './live-leaderboard-code';
import type { Tournament, TournamentRepository } from '../tournaments/tournament-repository';
import type {
  PromotionPageKind,
  PromotionPageRepository,
  StoredPromotionPage,
} from './promotion-page-repository';

/** The app name of these pages: GET /views/promotions/{lng}/{path}. */
export const PROMOTIONS_APP = 'promotions';

export interface PromotionViewContext {
  readonly pages: PromotionPageRepository;
  readonly tournaments: TournamentRepository;
  /** Reads the catalogue's names and addresses of games. */
  readonly db: Queryable;
  readonly texts: ReadonlyMap<LanguageCode, DictionaryTexts>;
  /** The information pages' stylesheet, which these pages share, and their own. */
  readonly style: string;
  readonly now: () => Date;
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

interface Game {
  readonly id: number;
  readonly name: string;
  readonly route: string;
}

/** What one page of the view needs to draw itself, in the reader's language. */
class Page {
  constructor(
    readonly context: PromotionViewContext,
    readonly lng: LanguageCode,
  ) {}

  t(key: string): string {
    return escapeHtml(
      this.context.texts.get(this.lng)?.[key] ?? this.context.texts.get('en')?.[key] ?? key,
    );
  }

  href(path: string): string {
    return `/${this.lng}/${path}`;
  }

  link(path: string, text: string): string {
    return `<a href="${this.href(path)}">${text}</a>`;
  }

  date(instant: string): string {
    return `${new Intl.DateTimeFormat(localeOf(this.lng), {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: 'UTC',
    }).format(new Date(instant))} UTC`;
  }

  money(amountMinor: number, currency: string): string {
    return escapeHtml(formatMoney(amountMinor, currency, this.lng));
  }

  /** A stored body: its `/{lng}/` links keep the reader's language. */
  body(page: StoredPromotionPage): string {
    return page.body.replace(/\/\{lng\}\//g, `/${this.lng}/`);
  }

  async games(ids: readonly number[]): Promise<Game[]> {
    if (ids.length === 0) return [];
    const rows = await this.context.db.query<{ id: number; name: string; route: string }>(
      'select id, name, route from casino_games where id = any($1::integer[]) order by sort, id',
      [ids],
    );
    return rows.map((row) => ({ id: Number(row.id), name: row.name, route: row.route }));
  }

  gameList(games: readonly Game[]): string {
    return games.length === 0
      ? ''
      : `<ul class="promo-page__games">${games
          .map(
            (game) =>
              `<li>${this.link(`casino/game/${game.id}/${game.route}`, escapeHtml(game.name))}</li>`,
          )
          .join('')}</ul>`;
  }

  /** A list of stored pages, each linking to its own page under `base`. */
  pageList(pages: readonly StoredPromotionPage[], base: string): string {
    if (pages.length === 0)
      return `<p class="promo-page__empty">${this.t('promo_nothing_yet')}</p>`;
    return `<ul class="info-page__list">${pages
      .map(
        (page) =>
          `<li>${this.link(`${base}/${page.slug}`, escapeHtml(page.title))}${
            page.summary === '' ? '' : `<p>${escapeHtml(page.summary)}</p>`
          }</li>`,
      )
      .join('')}</ul>`;
  }

  /** The whole answer: the section's links, the heading, the content. */
  answer(options: {
    name: string;
    title: string;
    description: string;
    path: string;
    nav: string;
    content: string;
    lang?: LanguageCode;
    codeToEval?: string;
  }): RemoteViewAnswer {
    const body = [
      `<article class="info-page promo-page" data-page="${options.name}" lang="${SEO_LANGUAGE_ISO[options.lang ?? this.lng]}">`,
      options.nav,
      `<h1>${escapeHtml(options.title)}</h1>`,
      options.content,
      '</article>',
    ].join('');
    return {
      appName: PROMOTIONS_APP,
      title: options.title,
      body,
      style: this.context.style,
      cssToLoad: [],
      codeToEval: options.codeToEval ?? '',
      scriptsToLoad: [],
      head: `<meta name="description" content="${escapeHtml(options.description)}"><link rel="canonical" href="${this.href(options.path)}">`,
    };
  }
}

/** The bonus section's links, under `/bonuses` or its offers twin `/offers`. */
function bonusNav(page: Page, prefix: 'bonuses' | 'offers'): string {
  return `<nav class="promo-page__nav">${[
    page.link(`${prefix}/rules`, page.t(prefix === 'bonuses' ? 'promo_bonuses' : 'promo_offers')),
    page.link(`${prefix}/games`, page.t('promo_games')),
    page.link('promotions', page.t('promo_promotions')),
    page.link('promo', page.t('promo_codes')),
    page.link('office/bonuses/deposit', page.t('promo_office_bonuses')),
  ].join(' · ')}</nav>`;
}

function casinoNav(page: Page): string {
  return `<nav class="promo-page__nav">${[
    page.link('bonus/casino', page.t('promo_casino_bonuses')),
    page.link('bonus/casino/tournaments', page.t('promo_tournaments')),
    page.link('promotions', page.t('promo_all_promotions')),
  ].join(' · ')}</nav>`;
}

async function storedPage(
  page: Page,
  kind: PromotionPageKind,
  slug: string,
  name: string,
  path: string,
  nav: string,
): Promise<RemoteViewAnswer | null> {
  const stored = await page.context.pages.find(kind, slug, page.lng);
  if (stored === null) return null;
  const games = await page.games(stored.gameIds);
  return page.answer({
    name,
    title: stored.title,
    description: stored.summary,
    path,
    nav,
    lang: stored.lng,
    content: [
      stored.summary === ''
        ? ''
        : `<p class="promo-page__summary">${escapeHtml(stored.summary)}</p>`,
      page.body(stored),
      games.length === 0 ? '' : `<h2>${page.t('promo_games')}</h2>${page.gameList(games)}`,
    ].join(''),
  });
}

/**
 * A game's landing page (games-landing/{slug}): its title, the first game's picture, the stored
 * text, and a play button to each of its games' pages under games/{route}, where a visitor plays
 * for fun and a player for money.
 */
async function gameLanding(page: Page, slug: string): Promise<RemoteViewAnswer | null> {
  const stored = await page.context.pages.find('game-landing', slug, page.lng);
  if (stored === null) return null;
  const games = await page.games(stored.gameIds);
  const [first] = games;
  const play = (game: Game) =>
    `<a class="promo-page__play" href="${page.href(`games/${game.route}`)}">${page.t('promo_play')} · ${escapeHtml(game.name)}</a>`;
  return page.answer({
    name: 'game-landing',
    title: stored.title,
    description: stored.summary,
    path: `games-landing/${slug}`,
    nav: `<nav class="promo-page__nav">${page.link('games', page.t('promo_all_games'))}</nav>`,
    lang: stored.lng,
    content: [
      first === undefined
        ? ''
        : `<img class="promo-page__picture" src="${gameImagePath(first.id)}" alt="${escapeHtml(first.name)}" width="320" height="240">`,
      stored.summary === ''
        ? ''
        : `<p class="promo-page__summary">${escapeHtml(stored.summary)}</p>`,
      page.body(stored),
      games.length === 0 ? '' : `<p class="promo-page__plays">${games.map(play).join('')}</p>`,
    ].join(''),
  });
}

function tournamentTitle(tournament: Tournament, lng: LanguageCode): string {
  return tournament.titles[lng] ?? tournament.titles.en ?? `#${tournament.id}`;
}

function phaseBadge(page: Page, tournament: Tournament): string {
  const phase = tournamentPhase(tournament, page.context.now());
  return `<span class="promo-page__phase" data-phase="${phase}">${page.t(`promo_phase_${phase}`)}</span>`;
}

async function tournamentList(page: Page): Promise<RemoteViewAnswer> {
  const tournaments = await page.context.tournaments.list();
  const title = page.t('promo_tournaments');
  return page.answer({
    name: 'tournaments',
    title,
    description: title,
    path: 'bonus/casino/tournaments',
    nav: casinoNav(page),
    content:
      tournaments.length === 0
        ? `<p class="promo-page__empty">${page.t('promo_tournament_none')}</p>`
        : `<ul class="info-page__list">${tournaments
            .map(
              (tournament) =>
                `<li>${page.link(
                  `bonus/casino/tournaments/${tournament.id}`,
                  escapeHtml(tournamentTitle(tournament, page.lng)),
                )} ${phaseBadge(page, tournament)}<p>${page.date(tournament.startsAt)} — ${page.date(tournament.endsAt)}</p></li>`,
            )
            .join('')}</ul>`,
  });
}

async function tournamentPage(page: Page, id: string): Promise<RemoteViewAnswer | null> {
  if (!/^[1-9]\d{0,15}$/.test(id)) return null;
  const { tournaments } = page.context;
  const tournament = await tournaments.find(Number(id));
  if (tournament === null) return null;
  const [standings, games] = await Promise.all([
    tournaments.standings(tournament, page.context.now()),
    page.games(tournament.gameIds),
  ]);
  const money = (amountMinor: number) => page.money(amountMinor, tournament.currency);
  const title = tournamentTitle(tournament, page.lng);
  const description = tournament.descriptions[page.lng] ?? tournament.descriptions.en ?? '';
  const prizes = `<table class="promo-page__prizes"><thead><tr><th>${page.t('promo_tournament_place')}</th><th>${page.t('promo_tournament_prize')}</th></tr></thead><tbody>${tournament.prizesMinor
    .map((amount, index) => `<tr><td>${index + 1}</td><td>${money(amount)}</td></tr>`)
    .join('')}</tbody></table>`;
  const leaderboard =
    standings.length === 0
      ? `<p class="promo-page__empty">${page.t('promo_tournament_no_players')}</p>`
      : `<table class="promo-page__leaderboard" data-leaderboard><thead><tr><th>${page.t('promo_tournament_place')}</th><th>${page.t('promo_tournament_player')}</th><th>${page.t('promo_tournament_points')}</th><th>${page.t('promo_tournament_prize')}</th></tr></thead><tbody>${standings
          .slice(0, 100)
          .map((standing) => {
            const prize = tournament.prizesMinor[standing.place - 1];
            return `<tr data-place="${standing.place}"><td>${standing.place}</td><td>${maskedPlayer(standing.playerId)}</td><td>${money(standing.pointsMinor)}</td><td>${prize === undefined ? '—' : money(prize)}</td></tr>`;
          })
          .join('')}</tbody></table>`;
  return page.answer({
    name: 'tournament',
    title,
    description: description === '' ? title : description,
    path: `bonus/casino/tournaments/${tournament.id}`,
    nav: casinoNav(page),
    content: [
      `<p data-live>${phaseBadge(page, tournament)}</p>`,
      description === '' ? '' : `<p class="promo-page__summary">${escapeHtml(description)}</p>`,
      `<p>${page.t('promo_tournament_how')}</p>`,
      `<h2>${page.t('promo_tournament_period')}</h2><p>${page.date(tournament.startsAt)} — ${page.date(tournament.endsAt)}</p>`,
      `<h2>${page.t('promo_games')}</h2>${page.gameList(games)}`,
      `<h2>${page.t('promo_tournament_prizes')}</h2>${prizes}`,
      `<h2>${page.t('promo_tournament_leaderboard')}</h2><div data-live>${leaderboard}</div>`,
    ].join(''),
    // While it runs (or waits to start), the open page follows the rounds as they are played.
    codeToEval: ['upcoming', 'running'].includes(tournamentPhase(tournament, page.context.now()))
      ? liveLeaderboardCode(
          `/views/${PROMOTIONS_APP}/${page.lng}/bonus/casino/tournaments/${tournament.id}`,
        )
      : undefined,
  });
}

async function listPage(
  page: Page,
  options: {
    name: string;
    title: string;
    path: string;
    nav: string;
    sections: readonly { kind: PromotionPageKind; base: string; heading?: string }[];
    intro?: StoredPromotionPage | null;
  },
): Promise<RemoteViewAnswer> {
  const lists = await Promise.all(
    options.sections.map(async (section) => {
      const pages = await page.context.pages.list(section.kind, page.lng);
      return `${section.heading === undefined ? '' : `<h2>${section.heading}</h2>`}${page.pageList(pages, section.base)}`;
    }),
  );
  return page.answer({
    name: options.name,
    title: options.title,
    description: options.intro?.summary ?? options.title,
    path: options.path,
    nav: options.nav,
    content: `${options.intro === undefined || options.intro === null ? '' : page.body(options.intro)}${lists.join('')}`,
  });
}

/** The bonus games page: each bonus with the games its wagering counts on. */
async function bonusGames(page: Page, prefix: 'bonuses' | 'offers'): Promise<RemoteViewAnswer> {
  const intro = await page.context.pages.find('page', 'bonus-games', page.lng);
  const bonuses = await page.context.pages.list('bonus', page.lng);
  const sections = await Promise.all(
    bonuses
      .filter((bonus) => bonus.gameIds.length > 0)
      .map(
        async (bonus) =>
          `<h2>${page.link(`${prefix}/rules/${bonus.slug}`, escapeHtml(bonus.title))}</h2>${page.gameList(await page.games(bonus.gameIds))}`,
      ),
  );
  const title = intro?.title ?? page.t('promo_games');
  return page.answer({
    name: 'bonuses-games',
    title,
    description: intro?.summary ?? title,
    path: `${prefix}/games`,
    nav: bonusNav(page, prefix),
    content: `${intro === null ? '' : page.body(intro)}${sections.join('')}`,
  });
}

/**
 * The JSON render-mode answer of a page of the bonus section (spec/shell.md section 2.7) or of the
 * casino's bonus pages (section 2.4), or null when there is no such page. `segments` is the path
 * after the language.
 */
export async function promotionViewAnswer(
  context: PromotionViewContext,
  lng: LanguageCode,
  segments: readonly string[],
): Promise<RemoteViewAnswer | null> {
  const page = new Page(context, lng);
  const [first, second, third, fourth, ...rest] = segments;
  if (rest.length > 0) return null;
  if (first === 'bonuses' || first === 'offers') {
    const nav = bonusNav(page, first);
    if (second === 'rules' && fourth === undefined) {
      if (third !== undefined)
        return storedPage(page, 'bonus', third, 'bonus', segments.join('/'), nav);
      return listPage(page, {
        name: 'bonuses',
        title: page.t(first === 'bonuses' ? 'promo_bonuses' : 'promo_offers'),
        path: `${first}/rules`,
        nav,
        sections: [
          { kind: 'bonus', base: `${first}/rules` },
          { kind: 'partner', base: `${first}/partners`, heading: page.t('promo_partners') },
        ],
      });
    }
    if (second === 'games' && third === undefined) return bonusGames(page, first);
    if (second === 'partners' && third !== undefined && fourth === undefined)
      return storedPage(page, 'partner', third, 'bonus-partner', segments.join('/'), nav);
    return null;
  }
  if (first === 'promotions' && third === undefined) {
    const nav = bonusNav(page, 'bonuses');
    if (second !== undefined)
      return storedPage(page, 'promotion', second, 'promotion', segments.join('/'), nav);
    return listPage(page, {
      name: 'promotions',
      title: page.t('promo_promotions'),
      path: 'promotions',
      nav,
      sections: [{ kind: 'promotion', base: 'promotions' }],
    });
  }
  if (first === 'landing' && second !== undefined && third === undefined)
    return storedPage(page, 'landing', second, 'landing', segments.join('/'), '');
  if (first === 'games-landing' && second !== undefined && third === undefined)
    return gameLanding(page, second);
  if (first === 'promo' && second === undefined)
    return storedPage(page, 'page', 'promo', 'promo', 'promo', bonusNav(page, 'bonuses'));
  if (first === 'bonus' && second === 'casino') {
    const nav = casinoNav(page);
    if (third === undefined) {
      return listPage(page, {
        name: 'bonus-casino',
        title: page.t('promo_casino_bonuses'),
        path: 'bonus/casino',
        nav,
        sections: [
          { kind: 'casino-bonus', base: 'bonus/casino' },
          {
            kind: 'casino-promotion',
            base: 'bonus/casino/promotions',
            heading: page.t('promo_casino_promotions'),
          },
        ],
      });
    }
    if (third === 'tournaments')
      return fourth === undefined ? tournamentList(page) : tournamentPage(page, fourth);
    if (third === 'promotions')
      return fourth === undefined
        ? null
        : storedPage(page, 'casino-promotion', fourth, 'casino-promotion', segments.join('/'), nav);
    if (fourth === undefined)
      return storedPage(page, 'casino-bonus', third, 'casino-bonus', segments.join('/'), nav);
  }
  return null;
}
