import { expect, type Locator, type Page } from '@playwright/test';
import { moveWithinSite } from '../support/move-within-site';

/** What sticks out on the right of the screen: the page's width, the window's, and who is widest. */
export interface Overflow {
  readonly scrollWidth: number;
  readonly innerWidth: number;
  /** The element reaching furthest right, as `main > section.bs-x > table` (its last ancestors). */
  readonly widest: string;
}

/** What a finger presses: every button of the main area but a link-styled one, the menus' links. */
const TOUCH_TARGETS = [
  '#shell-main button:not(.ui-button--link)',
  '#shell-main .ui-tabs__tab',
  'button.bs-sportsbook__odd',
  'button.bs-casino__favorite',
  'nav.ui-section-nav a',
  '.bs-sportsbook__tabs a',
  '.bs-sportsbook__sports a',
  '.bs-casino__nav a',
  '.bs-footer li a',
];

/**
 * Any page of the site on a small screen: opened, moved between within the page as a player's
 * links do (history.pushState, which single-spa follows), settled once its main area has loaded,
 * and measured.
 */
export class PhoneLayoutPage {
  readonly main: Locator;
  readonly officeMenu: Locator;
  readonly events: Locator;

  constructor(readonly page: Page) {
    this.main = page.locator('#shell-main');
    // Below 1024 px the office menu is the button that opens it as a sheet.
    this.officeMenu = this.main.locator('.ui-office-menu__open');
    this.events = this.main.locator('li.bs-sportsbook__event');
  }

  /** The first page loads in full; every next one is a navigation inside the site, as a link's. */
  async visit(path: string): Promise<void> {
    if (this.page.url().startsWith('http')) await moveWithinSite(this.page, path);
    else await this.page.goto(path);
    await this.settled();
  }

  /**
   * The main area's application has rendered (its frame holds content) and has nothing loading
   * (no `aria-busy`, no sportsbook skeleton), and the footer has arrived below it.
   */
  async settled(): Promise<void> {
    // The page's own application, not the coupon beside it: on a small screen an empty coupon
    // draws nothing but its bar, which shows only once it holds a selection.
    const content = '.bs-remote-view__content:not(.shell-beside .bs-remote-view__content)';
    await expect(this.main.locator(content).first()).not.toBeEmpty();
    await expect(
      this.main.locator(`${content}:empty, [aria-busy="true"], .bs-sportsbook__skeleton`),
    ).toHaveCount(0);
  }

  /** Null when the page is no wider than the window; else by how much and whose fault. */
  async overflow(): Promise<Overflow | null> {
    return this.page.evaluate(() => {
      const { scrollWidth } = document.documentElement;
      const { innerWidth } = window;
      if (scrollWidth <= innerWidth) return null;
      // What a scrolling box or a fixed element holds does not widen the page: skip it.
      const counts = (element: Element) => {
        for (let node: Element | null = element; node !== null; node = node.parentElement) {
          const style = getComputedStyle(node);
          if (style.position === 'fixed') return false;
          if (node !== element && node !== document.body && node !== document.documentElement) {
            if (style.overflowX !== 'visible') return false;
          }
        }
        return true;
      };
      let widest = null as Element | null;
      let right = innerWidth;
      for (const element of Array.from(document.body.querySelectorAll('*'))) {
        const box = element.getBoundingClientRect();
        if (box.width === 0 || box.right + window.scrollX < right || !counts(element)) continue;
        // The deepest of equals: the element that sticks out rather than the boxes around it.
        if (box.right + window.scrollX > right || widest?.contains(element) === true) {
          widest = element;
          right = box.right + window.scrollX;
        }
      }
      const names: string[] = [];
      for (let node = widest; node !== null && node !== document.body && names.length < 5;) {
        const classes = Array.from(node.classList).slice(0, 2);
        names.unshift([node.tagName.toLowerCase(), ...classes].join('.'));
        node = node.parentElement;
      }
      return {
        scrollWidth,
        innerWidth,
        widest: `${names.join(' > ')} (right edge ${Math.round(right)} px)`,
      };
    });
  }

  /**
   * The buttons, odds and menu links of the page (its main area's and the footer's) a finger cannot
   * hit: visible, and less than `least` px tall (or wide, for a button). Each as its text and size.
   */
  async smallTouchTargets(least: number): Promise<string[]> {
    return this.page.locator(TOUCH_TARGETS.join(', ')).evaluateAll(
      (elements, size) =>
        elements
          // The coupon beside the betting pages is another parcel's, with its own check.
          .filter((element) => element.closest('.shell-beside') === null)
          .map((element) => ({ element, box: element.getBoundingClientRect() }))
          .filter(({ box }) => box.width > 0 && (box.width < size || box.height < size))
          .map(
            ({ element, box }) =>
              `${(element.textContent ?? '').trim()} ${Math.round(box.width)}×${Math.round(box.height)}`,
          ),
      least,
    );
  }

  /**
   * The games of a listing whose time or score, teams and main odds are not side by side: each
   * game's odds must be on one line, beside its teams (their boxes overlap vertically).
   */
  async eventsNotInOneRow(): Promise<string[]> {
    return this.events.evaluateAll((rows) =>
      rows
        .filter((row) => {
          const head = row.querySelector('.bs-sportsbook__event-head')?.getBoundingClientRect();
          const odds = Array.from(row.querySelectorAll('button.bs-sportsbook__odd'))
            .map((odd) => odd.getBoundingClientRect())
            .filter((box) => box.width > 0);
          if (head === undefined || odds.length === 0) return true;
          const first = odds[0] as DOMRect;
          const oneLine = odds.every((box) => Math.abs(box.top - first.top) < 1);
          const beside =
            first.top < head.bottom && first.bottom > head.top && first.left >= head.right;
          return !oneLine || !beside;
        })
        .map((row) => row.getAttribute('data-event-id') ?? '?'),
    );
  }
}
