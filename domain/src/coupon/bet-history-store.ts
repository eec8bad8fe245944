import { makeAutoObservable } from 'mobx';
import {
  betHistoryFilterProblem,
  betHistoryPageCount,
  type BetHistoryApi,
  type BetHistoryCoupon,
  type BetHistoryFilter,
  type BetState,
} from './bet-history';

/**
 * The office bet history: the filters the player set, the page shown, and the answer. A newer
 * request wins over an older one still on its way, so quick clicks through the pages never show
 * an older page last. State after an await changes in the named actions below.
 */
export class BetHistoryStore {
  filter: BetHistoryFilter = { dateFrom: null, dateTo: null, state: null, pageNumber: 1 };
  entities: readonly BetHistoryCoupon[] = [];
  totalCount = 0;
  status: 'idle' | 'loading' | 'ready' | 'error' = 'idle';
  error: unknown = null;
  /** Why the filters could not be asked for (bet-history.ts); nothing is sent then. */
  filterProblem: 'bad-date' | 'from-after-to' | null = null;
  private request = 0;

  constructor(private readonly api: BetHistoryApi) {
    makeAutoObservable<BetHistoryStore, 'api' | 'request' | 'load' | 'applyFilters' | 'goToPage'>(
      this,
      {
        api: false,
        request: false,
        load: false,
        applyFilters: false,
        goToPage: false,
      },
    );
  }

  get pageCount(): number {
    return betHistoryPageCount(this.totalCount);
  }

  /** New filters start again from the first page. */
  async applyFilters(filters: {
    readonly dateFrom: string | null;
    readonly dateTo: string | null;
    readonly state: BetState | null;
  }): Promise<void> {
    if (!this.filtered(filters)) return;
    await this.load();
  }

  async goToPage(pageNumber: number): Promise<void> {
    if (pageNumber < 1 || pageNumber > this.pageCount) return;
    this.paged(pageNumber);
    await this.load();
  }

  async load(): Promise<void> {
    const request = this.started();
    try {
      const page = await this.api.history(this.filter);
      if (request !== this.request) return;
      this.loaded(page.entities, page.total_count);
    } catch (error) {
      if (request !== this.request) return;
      this.failed(error);
    }
  }

  private filtered(filters: Omit<BetHistoryFilter, 'pageNumber'>): boolean {
    this.filterProblem = betHistoryFilterProblem(filters);
    if (this.filterProblem !== null) return false;
    this.filter = { ...filters, pageNumber: 1 };
    return true;
  }

  private paged(pageNumber: number): void {
    this.filter = { ...this.filter, pageNumber };
  }

  private started(): number {
    this.request += 1;
    this.status = 'loading';
    this.error = null;
    return this.request;
  }

  private loaded(entities: readonly BetHistoryCoupon[], totalCount: number): void {
    this.entities = entities;
    this.totalCount = totalCount;
    this.status = 'ready';
  }

  private failed(error: unknown): void {
    this.status = 'error';
    this.error = error;
  }
}
