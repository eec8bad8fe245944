import { makeAutoObservable } from 'mobx';
import { BLOCK_SERVICE_RETRY } from '../redirects/service-retry';
import { retryWith } from '../retry/retry-with';
import { blockingReason, type BlockAnswer, type BlockingContext } from './blocking-reason';

/** The transport: POST /blocks-api/api/v2/block (spec/shell.md section 7). */
export interface BlockApi {
  check(url: string): Promise<BlockAnswer>;
}

/** What the block service said about this visitor, loaded once per page start. */
export class BlockingStore {
  answer: BlockAnswer | null = null;
  state: 'idle' | 'loading' | 'ready' | 'failed' = 'idle';

  constructor(
    private readonly api: BlockApi,
    private readonly log: (message: string, error: unknown) => void,
  ) {
    makeAutoObservable<BlockingStore, 'api' | 'log'>(this, { api: false, log: false, load: false });
  }

  /**
   * Asks the block service, retrying as decided in service-retry.ts. When it stays down the failure
   * is logged and nothing is blocked: players are not locked out by an outage of the service.
   */
  async load(url: string): Promise<void> {
    this.started();
    try {
      this.answered(await retryWith(BLOCK_SERVICE_RETRY, () => this.api.check(url)));
    } catch (error) {
      this.log('block service failed', error);
      this.failed();
    }
  }

  reason(context: BlockingContext): number | null {
    return blockingReason(this.answer, context);
  }

  private started(): void {
    this.state = 'loading';
  }

  private answered(answer: BlockAnswer): void {
    this.answer = answer;
    this.state = 'ready';
  }

  private failed(): void {
    this.answer = null;
    this.state = 'failed';
  }
}
