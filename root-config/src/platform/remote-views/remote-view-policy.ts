import type { BrowserWindow } from './sanitize-view-html';

/** The part of the Trusted Types API used here (not in TypeScript's DOM library yet). */
interface TrustedTypePolicyFactory {
  createPolicy(
    name: string,
    rules: {
      createScript?: (input: string) => string;
      createScriptURL?: (input: string) => string;
    },
  ): TrustedTypePolicy;
}

interface TrustedTypePolicy {
  createScript(input: string): unknown;
  createScriptURL(input: string): unknown;
}

/** The policy's name, for a Content-Security-Policy `trusted-types` directive. */
export const REMOTE_VIEW_POLICY_NAME = 'betshell-remote-view';

/**
 * The only way remote code and script URLs reach a sink: under the Trusted Types policy
 * `betshell-remote-view`. A script URL must come from a trusted origin or the policy throws.
 * Without Trusted Types in the browser there is no policy, and codeToEval is never run.
 */
export interface RemoteViewPolicy {
  /** Runs view code as a function body whose `this` is the view's element; throws what it throws. */
  run(code: string, element: HTMLElement): void;
  scriptUrl(url: string): string;
}

export function createRemoteViewPolicy(
  window: BrowserWindow,
  isTrustedUrl: (url: string) => boolean,
): RemoteViewPolicy | null {
  const factory = (window as unknown as { trustedTypes?: TrustedTypePolicyFactory }).trustedTypes;
  if (factory === undefined) return null;
  const policy = factory.createPolicy(REMOTE_VIEW_POLICY_NAME, {
    // The loader checks the origin and the site's switch before it asks for a script.
    createScript: (code) => code,
    createScriptURL: (url) => {
      if (!isTrustedUrl(url)) throw new TypeError(`${url} is not from a trusted origin`);
      return url;
    },
  });
  return {
    run(code, element) {
      const document = window.document;
      // The page's Content-Security-Policy allows no eval (no Function constructor either), so
      // the code runs as an inline script of this page: with the nonce of the page's own scripts,
      // as a function whose `this` is the view's element, handed over in a slot for that moment.
      const slot = REMOTE_VIEW_THIS_SLOT;
      const global = window as unknown as Record<string, unknown>;
      let failed = false;
      let failure: unknown;
      // An inline script's errors, its syntax errors too, are reported while it is inserted.
      const onError = (event: ErrorEvent) => {
        failed = true;
        failure = event.error ?? new Error(event.message);
        event.preventDefault();
      };
      const script = document.createElement('script');
      script.nonce = pageNonce(document);
      const text = policy.createScript(`(function () {\n${code}\n}).call(window.${slot});`);
      // A TrustedScript where Trusted Types are enforced; its text otherwise.
      script.text = text as string;
      global[slot] = element;
      window.addEventListener('error', onError);
      try {
        document.head.append(script);
      } finally {
        window.removeEventListener('error', onError);
        delete global[slot];
        script.remove();
      }
      if (failed) throw failure;
    },
    scriptUrl: (url) => policy.createScriptURL(url) as string,
  };
}

/** Where a view's code finds its element while it runs. */
const REMOTE_VIEW_THIS_SLOT = '__betshellRemoteViewElement';

/**
 * The nonce of the page's own scripts (the server gives each page answer one). Browsers hide the
 * attribute once the page has loaded; the property keeps it.
 */
function pageNonce(document: Document): string {
  const own = document.querySelector<HTMLScriptElement>('script[nonce]');
  return own?.nonce || own?.getAttribute('nonce') || '';
}
