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
      const script = policy.createScript(code);
      // A TrustedScript is the one thing Trusted Types let through the Function constructor;
      // the body sees the view's element as `this` and nothing of the loader's scope.
      // eslint-disable-next-line @typescript-eslint/no-implied-eval
      const body = new window.Function(script as string) as (this: HTMLElement) => void;
      body.call(element);
    },
    scriptUrl: (url) => policy.createScriptURL(url) as string,
  };
}
