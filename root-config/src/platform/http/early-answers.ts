/**
 * Answers that index.html asked for before the shell's code arrived: the site config and
 * the dictionary of the page's language, and the redirect and block services' answers for the
 * page's address, which the first render waits for. The page starts them while the JavaScript
 * downloads (scripts/build/index-html.ts, EARLY_REQUESTS_SCRIPT), keyed by these same URLs (and a
 * POST by its body too, earlyPostKey); the platform takes each once, and only a good answer:
 * anything else is asked again through the platform's HTTP client, whose error handling then
 * applies as usual.
 */
export interface EarlyAnswers {
  /** The answer's JSON body, or null when none was asked for this URL or it did not succeed. */
  take(url: string): Promise<unknown>;
}

/** The site config of a language, as the page asks for it early. */
export const earlySiteConfigUrl = (lng: string) =>
  `/bff-api/config/all.json?lang=${encodeURIComponent(lng)}`;

/** The dictionary of a language, as the page asks for it early. */
export const earlyDictionaryUrl = (lng: string) => `/web-api/dictionary/${encodeURIComponent(lng)}`;

/** The redirect service (spec/shell.md section 7), which the page asks early for its address. */
export const EARLY_REDIRECT_PATH = '/redirects-api/api/v1/redirect-light';

/** The block service (spec/shell.md section 7), which the page asks early for its address. */
export const EARLY_BLOCK_PATH = '/blocks-api/api/v2/block';

/**
 * The key of an early POST: its path and its JSON body, so that the platform takes an answer only
 * for exactly the call it would make (the same address, the same token).
 */
export const earlyPostKey = (path: string, body: object) => `POST ${path} ${JSON.stringify(body)}`;

/** Where the page leaves its early requests: URL to the promise of the JSON body or null. */
export const EARLY_ANSWERS_GLOBAL = '__betshellEarly';

export function earlyAnswersOf(window: object): EarlyAnswers {
  const pending = (window as Record<string, unknown>)[EARLY_ANSWERS_GLOBAL];
  const early =
    typeof pending === 'object' && pending !== null
      ? (pending as Record<string, Promise<unknown> | undefined>)
      : {};
  return {
    async take(url) {
      const answer = early[url];
      // Once only: a later load (a new language, a fresh config) asks the server again.
      delete early[url];
      if (answer === undefined) return null;
      try {
        return await answer;
      } catch {
        return null;
      }
    },
  };
}
