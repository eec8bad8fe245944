import {
  FIRST_PAINT_MARKUP_ATTRIBUTE,
  formatOdds,
  formatTime,
  type CoefViewId,
  type TimeDisplay,
} from '@betshell/domain';
import {
  HOME_TOP_EVENTS,
  accumulatorOfTheDay,
  champsOf,
  marketGroups,
  marketLabel,
  sportsbookPaths,
  type LineEvent,
  type LineMarket,
  type LineSport,
  type MarketsNameType,
} from '@betshell/domain/sportsbook';
import { escapeHtml } from '../seo/render-seo-head';

/** The sportsbook's application, whose slot gets the home page's first screen. */
export const SPORTSBOOK_APPLICATION = '@betshell/sportsbook';

/**
 * The attribute of the script element that carries the line the first screen was painted from,
 * as the line API answered it, so the sportsbook starts from the same data instead of a skeleton
 * (shell-parcels/sportsbook/src/first-screen.ts reads it).
 */
export const FIRST_SCREEN_DATA_ATTRIBUTE = 'data-sportsbook-first-screen';

/** The texts the home page shows, the keys its parcel renders (shell-parcels/sportsbook). */
export const FIRST_SCREEN_KEYS = [
  'sportsbook_title',
  'sportsbook_sections',
  'sportsbook_home',
  'sportsbook_line',
  'sportsbook_live',
  'sportsbook_multi',
  'sportsbook_results',
  'sportsbook_champs',
  'sportsbook_settings',
  'sportsbook_top_live',
  'sportsbook_top_line',
  'sportsbook_no_events',
  'sportsbook_live_badge',
  'sportsbook_score',
  'sportsbook_game_id',
  'sportsbook_suspended',
  'sportsbook_accumulator_live',
  'sportsbook_accumulator_line',
  'sportsbook_accumulator_total',
  'sportsbook_accumulator_add',
] as const;

/** What the home page's first screen is painted from: the line and the player's settings. */
export interface FirstScreenInput {
  readonly lng: string;
  readonly sports: readonly LineSport[];
  readonly live: readonly LineEvent[];
  readonly line: readonly LineEvent[];
  readonly coefViewId: CoefViewId;
  readonly nameType: MarketsNameType;
  readonly compact: boolean;
  readonly accumulatorOfDay: { readonly line: boolean; readonly live: boolean };
  readonly timeDisplay: TimeDisplay;
  readonly showGameId: boolean;
  /** The page's dictionary; every key of FIRST_SCREEN_KEYS and the market names it uses. */
  readonly text: (key: string, values?: Readonly<Record<string, string | number>>) => string;
}

/** i18next's interpolation as the parcel uses it (`{{name}}`, values not escaped: escaped here). */
export function interpolate(
  text: string,
  values: Readonly<Record<string, string | number>> = {},
): string {
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
    values[name] === undefined ? whole : String(values[name]),
  );
}

/** A JSON value inside a script element: nothing in it can end the element or start a comment. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * The sportsbook's home page, top live and top line, as its parcel renders it once the line has
 * answered (sportsbook-app.tsx, sportsbook-pages.tsx HomePage, event-row.tsx, odd-button.tsx,
 * accumulator-block.tsx): the same elements, classes and texts, so that the parcel's page takes
 * its place without a move. Its odds are real buttons with the line's current prices; a tap before
 * the parcel runs is kept by the page's early-tap script (scripts/build/index-html.ts) and put in
 * the coupon when the parcel starts. What only the parcel can do stays inert until then: the
 * settings' panel opens nothing and "add all" is disabled, as the cookie banner's buttons are.
 */
export function renderSportsbookFirstScreen(input: FirstScreenInput): string {
  const { lng, text } = input;
  const t = (key: string, values?: Readonly<Record<string, string | number>>) =>
    escapeHtml(text(key, values));
  const link = (href: string, inner: string, attributes = '') =>
    `<a href="${escapeHtml(href)}"${attributes}>${inner}</a>`;

  const oddButton = (market: LineMarket) => {
    const label = marketLabel(market, input.nameType);
    const name = t(label.key, label.values);
    const blocked = market.isBlocked;
    const price = blocked
      ? `<span aria-hidden="true">🔒</span><span class="bs-sportsbook__sr">${t('sportsbook_suspended')}</span>`
      : escapeHtml(formatOdds(market.coef, input.coefViewId));
    return (
      `<button type="button" class="bs-sportsbook__odd" data-market-id="${market.id}" aria-pressed="false"` +
      `${blocked ? ` disabled="" title="${t('sportsbook_suspended')}"` : ''}>` +
      `<span class="bs-sportsbook__odd-name">${name}</span>` +
      `<span class="bs-sportsbook__odd-price">${price}</span></button>`
    );
  };

  const teams = (event: LineEvent) => `${escapeHtml(event.home)} — ${escapeHtml(event.away)}`;

  const eventRow = (event: LineEvent) => {
    const section = event.state === 'live' ? 'live' : 'line';
    const clock =
      event.state === 'line'
        ? `<span class="bs-sportsbook__time">${escapeHtml(formatTime(event.startsAt, input.timeDisplay, 'game'))}</span>`
        : `<span class="bs-sportsbook__score" aria-label="${t('sportsbook_score')}">${event.score.home}:${event.score.away}</span>`;
    const groups = marketGroups(event.markets, input.compact)
      .map(
        (group, index) =>
          `<div class="bs-sportsbook__group${index === 0 ? '' : ' bs-sportsbook__group--more'}">` +
          `${group.markets.map(oddButton).join('')}</div>`,
      )
      .join('');
    return (
      `<li class="bs-sportsbook__event${input.compact ? ' bs-sportsbook__event--compact' : ''}" data-event-id="${event.id}">` +
      '<div class="bs-sportsbook__event-head">' +
      (event.state === 'live'
        ? `<span class="bs-sportsbook__live">${t('sportsbook_live_badge')}</span>`
        : '') +
      clock +
      (input.showGameId
        ? `<span class="bs-sportsbook__game-id">${t('sportsbook_game_id', { id: event.id })}</span>`
        : '') +
      link(
        sportsbookPaths.game(lng, section, event.id),
        teams(event),
        ' class="bs-sportsbook__teams"',
      ) +
      (event.isSuspended
        ? `<span class="bs-sportsbook__suspended">${t('sportsbook_suspended')}</span>`
        : '') +
      `</div><div class="bs-sportsbook__markets">${groups}</div></li>`
    );
  };

  const eventList = (events: readonly LineEvent[], label: string) => {
    if (events.length === 0)
      return `<p class="bs-sportsbook__empty">${t('sportsbook_no_events')}</p>`;
    const champs = champsOf(events)
      .map((champ) => {
        const section = champ.events[0]?.state === 'live' ? 'live' : 'line';
        return (
          '<section class="bs-sportsbook__champ"><h3 class="bs-sportsbook__champ-title">' +
          link(
            sportsbookPaths.champ(lng, section, champ.sportId, champ.id),
            `${escapeHtml(champ.sportName)}. ${escapeHtml(champ.name)}`,
          ) +
          `</h3><ul class="bs-sportsbook__events">${champ.events.map(eventRow).join('')}</ul></section>`
        );
      })
      .join('');
    return `<div class="bs-sportsbook__list" aria-label="${escapeHtml(label)}" role="region">${champs}</div>`;
  };

  const accumulator = (section: 'line' | 'live', events: readonly LineEvent[]) => {
    if (!input.accumulatorOfDay[section]) return '';
    const found = accumulatorOfTheDay(events);
    if (found === null) return '';
    const title = t(
      section === 'live' ? 'sportsbook_accumulator_live' : 'sportsbook_accumulator_line',
    );
    return (
      `<section class="bs-sportsbook__accumulator" aria-label="${title}"><h3>${title}</h3><ol>` +
      found.selections
        .map(
          ({ event, market }) =>
            `<li><span class="bs-sportsbook__teams">${teams(event)}</span>${oddButton(market)}</li>`,
        )
        .join('') +
      `</ol><p class="bs-sportsbook__accumulator-total">${t('sportsbook_accumulator_total')} ` +
      `<strong>${escapeHtml(formatOdds(found.coef, input.coefViewId))}</strong></p>` +
      `<button type="button" class="bs-sportsbook__button" disabled="">${t('sportsbook_accumulator_add')}</button>` +
      '</section>'
    );
  };

  const block = (section: 'line' | 'live', events: readonly LineEvent[]) => {
    const title = text(section === 'live' ? 'sportsbook_top_live' : 'sportsbook_top_line');
    return (
      '<section class="bs-sportsbook__block"><h2>' +
      link(sportsbookPaths.section(lng, section), escapeHtml(title)) +
      '</h2>' +
      accumulator(section, events) +
      eventList(events.slice(0, HOME_TOP_EVENTS), title) +
      '</section>'
    );
  };

  const tabs: readonly [string, string][] = [
    [sportsbookPaths.home(lng), 'sportsbook_home'],
    [sportsbookPaths.section(lng, 'line'), 'sportsbook_line'],
    [sportsbookPaths.section(lng, 'live'), 'sportsbook_live'],
    [sportsbookPaths.multi(lng), 'sportsbook_multi'],
    [sportsbookPaths.results(lng), 'sportsbook_results'],
    [sportsbookPaths.champs(lng), 'sportsbook_champs'],
  ];
  const data = { lng, sports: input.sports, live: input.live, line: input.line };
  return (
    `<section class="bs-sportsbook" aria-label="${t('sportsbook_title')}" data-page="sportsbook-home" ${FIRST_PAINT_MARKUP_ATTRIBUTE}>` +
    `<script type="application/json" ${FIRST_SCREEN_DATA_ATTRIBUTE}>${scriptJson(data)}</script>` +
    '<div class="bs-sportsbook__top">' +
    `<nav class="bs-sportsbook__tabs" aria-label="${t('sportsbook_sections')}">` +
    tabs
      .map(([href, key], index) => link(href, t(key), index === 0 ? ' aria-current="page"' : ''))
      .join('') +
    '</nav>' +
    `<details class="bs-sportsbook__settings"><summary>${t('sportsbook_settings')}</summary></details>` +
    '</div>' +
    block('live', input.live) +
    block('line', input.line) +
    '</section>'
  );
}
