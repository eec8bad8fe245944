import { expect, type Locator, type Page } from '@playwright/test';

/** The sportsbook app as a player sees it: its games, their odds and the betting settings. */
export class SportsbookPage {
  readonly root: Locator;
  readonly events: Locator;
  readonly odds: Locator;
  readonly skeleton: Locator;

  constructor(readonly page: Page) {
    this.root = page.locator('section.bs-sportsbook');
    this.events = this.root.locator('li.bs-sportsbook__event');
    this.odds = this.root.locator('button.bs-sportsbook__odd');
    this.skeleton = this.root.locator('.bs-sportsbook__skeleton');
  }

  /** Opens a betting page and waits until its games have loaded. */
  async open(path: string): Promise<void> {
    await this.page.goto(path);
    await expect(this.root).toBeVisible();
    await expect(this.skeleton).toHaveCount(0);
  }

  event(id: number): Locator {
    return this.root.locator(`li.bs-sportsbook__event[data-event-id="${id}"]`);
  }

  odd(marketId: number): Locator {
    return this.root.locator(`button.bs-sportsbook__odd[data-market-id="${marketId}"]`).first();
  }

  price(marketId: number): Locator {
    return this.odd(marketId).locator('.bs-sportsbook__odd-price');
  }

  /** The prices on screen by market id. */
  async prices(): Promise<Map<number, string>> {
    const pairs = await this.odds.evaluateAll((buttons) =>
      buttons.map((button) => [
        Number(button.getAttribute('data-market-id')),
        button.querySelector('.bs-sportsbook__odd-price')?.textContent ?? '',
      ]),
    );
    return new Map(pairs as [number, string][]);
  }

  /** From the next load on, records what the page's line streams tell it (lineStreamHeard). */
  async recordLineStream(): Promise<void> {
    await this.page.addInitScript(recordLineStreamInPage);
  }

  /** Every change and lost connection the page's line streams told it since it loaded. */
  lineStreamHeard(): Promise<HeardOnStream[]> {
    return this.page.evaluate(
      () => (window as unknown as { __lineStream: HeardOnStream[] }).__lineStream,
    );
  }

  /** Opens the settings panel (if closed) and chooses an odds format by its label. */
  async chooseOddsFormat(label: string, settingsName: string, formatName: string): Promise<void> {
    const panel = this.root.locator('details.bs-sportsbook__settings');
    if ((await panel.getAttribute('open')) === null) await panel.getByText(settingsName).click();
    await panel.getByLabel(formatName).selectOption({ label });
  }
}

/** What the page's line stream told it, as the page heard it. */
export interface HeardOnStream {
  readonly at: number;
  readonly type: 'change' | 'error';
  readonly eventId?: number;
  readonly state?: string;
}

/**
 * Runs in the page, before its own scripts: records every change and every lost connection of its
 * EventSource streams in `window.__lineStream`, before the page's own listeners see them.
 */
function recordLineStreamInPage(): void {
  const heard: HeardOnStream[] = [];
  (window as unknown as { __lineStream: HeardOnStream[] }).__lineStream = heard;
  const Native = window.EventSource;
  window.EventSource = class extends Native {
    constructor(url: string | URL, init?: EventSourceInit) {
      super(url, init);
      this.addEventListener('change', (event) => {
        const data = JSON.parse((event as MessageEvent<string>).data) as {
          eventId: number;
          state: string;
        };
        heard.push({ at: Date.now(), type: 'change', eventId: data.eventId, state: data.state });
      });
      this.addEventListener('error', () => heard.push({ at: Date.now(), type: 'error' }));
    }
  };
}

/**
 * The moments a game changed state on the stream (started, ended, or appeared live), from the
 * states `known` before: by design the listing and the sports menu read the line again then.
 * Other journeys on the shared site end games whenever they like, so such reads happen; a read at
 * no such moment is polling.
 */
export function stateChanges(
  heard: readonly HeardOnStream[],
  known: Map<number, string>,
): number[] {
  const moments: number[] = [];
  for (const one of heard) {
    if (one.type !== 'change' || one.eventId === undefined || one.state === undefined) continue;
    const before = known.get(one.eventId);
    if (before !== one.state && !(before === undefined && one.state === 'finished')) {
      moments.push(one.at);
    }
    known.set(one.eventId, one.state);
  }
  return moments;
}
