import { makeAutoObservable } from 'mobx';
import { isRetryableServiceFailure } from '../http/http-failure';
import type { LanguageCode } from '../language/site-languages';
import { retryWith, type RetryPolicy } from '../retry/retry-with';
import type { DictionaryTexts } from './merge-dictionary-texts';

/** The transport: GET /web-api/dictionary/{lng} (decisions.md), its texts. */
export interface DictionaryApi {
  fetchDictionary(lng: LanguageCode): Promise<DictionaryTexts>;
}

/**
 * The spec gives no retries for the dictionary; ours: 2, a second apart, for failures of the
 * server or the network only. Nothing of the shell can show without its texts, so a blip should
 * not end in the error screen, yet a player should not wait long before being offered a refresh.
 */
export const DICTIONARY_LOAD_RETRY: RetryPolicy = {
  count: 2,
  delayMs: 1000,
  retryable: isRetryableServiceFailure,
};

export type DictionaryState = 'idle' | 'loading' | 'ready' | 'failed';

/**
 * Loads the dictionary of the page's language. On failure the shell shows the dictionary load error
 * of spec/shell.md section 8 (`main_dictionary_load_error`) in `failedLanguage`.
 */
export class DictionaryStore {
  state: DictionaryState = 'idle';
  /** The language whose texts were loaded last. */
  language: LanguageCode | null = null;
  failedLanguage: LanguageCode | null = null;
  /** Answers for an older language must not overwrite a newer one. */
  private latestRequest = 0;

  constructor(private readonly api: DictionaryApi) {
    makeAutoObservable<DictionaryStore, 'api' | 'latestRequest'>(this, {
      api: false,
      latestRequest: false,
      load: false,
    });
  }

  /** The texts of a language, or null when they could not load or a newer load overtook this one. */
  async load(lng: LanguageCode): Promise<DictionaryTexts | null> {
    const request = this.started();
    try {
      const texts = await retryWith(DICTIONARY_LOAD_RETRY, () => this.api.fetchDictionary(lng));
      return this.loaded(request, lng) ? texts : null;
    } catch {
      this.failed(request, lng);
      return null;
    }
  }

  private started(): number {
    this.state = 'loading';
    return ++this.latestRequest;
  }

  private loaded(request: number, lng: LanguageCode): boolean {
    if (request !== this.latestRequest) return false;
    this.state = 'ready';
    this.language = lng;
    this.failedLanguage = null;
    return true;
  }

  private failed(request: number, lng: LanguageCode): void {
    if (request !== this.latestRequest) return;
    this.state = 'failed';
    this.failedLanguage = lng;
  }
}
