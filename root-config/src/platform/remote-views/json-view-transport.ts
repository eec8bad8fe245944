import {
  REMOTE_VIEW_API_VERSION,
  REMOTE_VIEW_HEADERS,
  REMOTE_VIEW_JSON_RENDER_MODE,
  RemoteViewStatusError,
  isTrustedOrigin,
  mayEvaluateRemoteCode,
  readRemoteViewAnswer,
  remoteViewPath,
  type RemoteViewAnswer,
  type RemoteViewTransport,
  type RemoteViewsConfig,
} from '@betshell/domain';
import type { RemoteViewPolicy } from './remote-view-policy';
import type { BrowserWindow, ViewHtmlSanitizer } from './sanitize-view-html';
import type { HttpClient } from '../http/http-client-on-demand';

export interface JsonViewContext {
  readonly window: BrowserWindow;
  readonly http: HttpClient;
  readonly remoteViewsConfig: () => RemoteViewsConfig;
  readonly policy: () => RemoteViewPolicy | null;
  readonly sanitizer: () => Promise<ViewHtmlSanitizer>;
  /** Settles in a later task of the event loop: code never runs in the step that placed HTML. */
  readonly nextTask: () => Promise<void>;
  /** spec/shell.md section 8: "Invalid evaluated remote code: warning logged", and refusals. */
  readonly warn: (message: string, detail: unknown) => void;
}

export interface JsonViewRequest {
  readonly appName: string;
  readonly baseUrl?: string;
  /** The current path, appended to the view's URL. */
  readonly pathname: string;
  readonly forceSpa?: boolean;
}

/**
 * A view of the JSON render mode (spec/shell.md section 7) shown in `element`. In this order, each
 * step apart: the answer is checked; its HTML is sanitised as inert nodes and put in place; its
 * stylesheets and scripts load only from trusted origins; and only then, in a later task, its code
 * runs, under the Trusted Types policy, if the site allows code from the view's origin.
 */
export function jsonViewTransport(
  context: JsonViewContext,
  request: JsonViewRequest,
  element: HTMLElement,
): RemoteViewTransport {
  const { window } = context;
  const { document } = window;
  const url = `${request.baseUrl ?? ''}${remoteViewPath(request.appName, request.pathname)}`;
  const viewUrl = new URL(url, window.location.href);
  let cleanups: Array<() => void> = [];
  /** Bumped by unload: a load still running after it stops at its next step and adds nothing. */
  let loadNumber = 0;

  const trustedUrl = (href: string): URL | null => {
    const resolved = new URL(href, viewUrl);
    const trusted = isTrustedOrigin(
      resolved.origin,
      window.location.origin,
      context.remoteViewsConfig(),
    );
    if (!trusted) context.warn(`remote view ${request.appName}: refused ${resolved.href}`, null);
    return trusted ? resolved : null;
  };

  const addToHead = (node: Element) => {
    node.setAttribute('data-remote-view', request.appName);
    document.head.append(node);
    cleanups.push(() => node.remove());
  };

  async function fetchAnswer(): Promise<RemoteViewAnswer> {
    const response = await context.http.get<unknown>(viewUrl.href, {
      headers: {
        [REMOTE_VIEW_HEADERS.renderMode]: REMOTE_VIEW_JSON_RENDER_MODE,
        [REMOTE_VIEW_HEADERS.apiVersion]: REMOTE_VIEW_API_VERSION,
        ...(request.forceSpa === true ? { [REMOTE_VIEW_HEADERS.forceSpa]: '1' } : {}),
      },
      validateStatus: () => true,
    });
    if (response.status >= 400) throw new RemoteViewStatusError(response.status);
    const reading = readRemoteViewAnswer(response.data, request.appName);
    if (!reading.valid) {
      throw new Error(`remote view ${request.appName} answered: ${reading.problems.join('; ')}`);
    }
    return reading.answer;
  }

  function loadScript(src: URL): Promise<void> {
    const policy = context.policy();
    return new Promise((resolve, reject) => {
      const script = document.createElement('script');
      script.async = false;
      script.addEventListener('load', () => resolve());
      script.addEventListener('error', () => reject(new Error(`Error loading ${src.href}`)));
      script.src = policy === null ? src.href : policy.scriptUrl(src.href);
      addToHead(script);
    });
  }

  function runCode(code: string): void {
    const config = context.remoteViewsConfig();
    if (!mayEvaluateRemoteCode(viewUrl.origin, window.location.origin, config)) {
      context.warn(
        `remote view ${request.appName}: codeToEval refused for ${viewUrl.origin}`,
        null,
      );
      return;
    }
    const policy = context.policy();
    if (policy === null) {
      context.warn(
        `remote view ${request.appName}: codeToEval refused without Trusted Types`,
        null,
      );
      return;
    }
    try {
      policy.run(code, element);
    } catch (error) {
      context.warn('Invalid evaluated remote code', error);
    }
  }

  return {
    async load() {
      const mine = ++loadNumber;
      const current = () => mine === loadNumber;
      const answer = await fetchAnswer();
      const sanitizer = await context.sanitizer();
      if (!current()) return;
      const previousTitle = document.title;
      if (answer.title !== '') document.title = answer.title;
      cleanups.push(() => {
        document.title = previousTitle;
      });
      if (answer.style !== '') {
        const style = document.createElement('style');
        style.textContent = answer.style;
        addToHead(style);
      }
      for (const href of answer.cssToLoad) {
        const resolved = trustedUrl(href);
        if (resolved === null) continue;
        const link = document.createElement('link');
        link.rel = 'stylesheet';
        link.href = resolved.href;
        addToHead(link);
      }
      sanitizer.head(answer.head).forEach(addToHead);
      element.replaceChildren(sanitizer.body(answer.body));
      cleanups.push(() => element.replaceChildren());
      for (const href of answer.scriptsToLoad) {
        const resolved = trustedUrl(href);
        if (resolved !== null) await loadScript(resolved);
        if (!current()) return;
      }
      if (answer.codeToEval.trim() !== '') {
        await context.nextTask();
        if (current()) runCode(answer.codeToEval);
      }
    },
    unload() {
      loadNumber += 1;
      const done = cleanups;
      cleanups = [];
      done.reverse().forEach((cleanup) => cleanup());
    },
  };
}
