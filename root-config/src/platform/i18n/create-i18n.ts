import i18next, { type BackendModule, type i18n } from 'i18next';
import type { AxiosInstance } from 'axios';
import { SITE_LANGUAGES, type LanguageCode } from '@betshell/domain';

interface DictionaryAnswer {
  readonly lng: string;
  readonly texts: Record<string, string>;
}

/**
 * Reads the dictionary of a language from GET /web-api/dictionary/{lng}. The server fills keys a
 * language lacks with English (decisions.md), so one request per language is enough.
 */
function dictionaryBackend(http: AxiosInstance): BackendModule {
  return {
    type: 'backend',
    init: () => undefined,
    read(lng, _namespace, callback) {
      http
        .get<DictionaryAnswer>(`/web-api/dictionary/${encodeURIComponent(lng)}`)
        .then((response) => callback(null, response.data.texts))
        .catch((error: unknown) => callback(error instanceof Error ? error : String(error), false));
    },
  };
}

export interface ShellI18n {
  readonly i18n: i18n;
  /** Settles when the first dictionary has been read (or could not be). */
  readonly ready: Promise<unknown>;
}

/** An i18next instance of its own, so the shell never shares i18next's global with a parcel. */
export function createI18n(http: AxiosInstance, lng: LanguageCode): ShellI18n {
  const instance = i18next.createInstance();
  const ready = instance.use(dictionaryBackend(http)).init({
    lng,
    supportedLngs: [...SITE_LANGUAGES],
    // The server already merged the fallback; loading en as well would only cost a request.
    fallbackLng: false,
    load: 'currentOnly',
    // React escapes what it renders.
    interpolation: { escapeValue: false },
    initAsync: true,
  });
  return { i18n: instance, ready };
}
