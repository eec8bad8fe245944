import type { LineChangeSource } from '@betshell/domain/betting';

/** The part of the window the stream needs: EventSource, absent in some browsers and tests. */
export interface EventSourceWindow {
  readonly EventSource?: typeof EventSource;
}

function dataOf(event: MessageEvent<unknown>): unknown {
  try {
    return typeof event.data === 'string' ? (JSON.parse(event.data) as unknown) : null;
  } catch {
    return null;
  }
}

/**
 * The line's stream over the browser's EventSource (GET /web-api/line/stream, Server-Sent Events):
 * the browser itself opens a lost stream again and sends `Last-Event-ID`, so the server resumes
 * after the last change heard; a stream it gives up on (a refusal such as a full instance) is
 * `failed`, and the page polls (domain's LiveLine).
 */
export function createEventSourceLineChanges(
  window: EventSourceWindow,
  path: string,
): LineChangeSource {
  return {
    open(since, handlers) {
      const Source = window.EventSource;
      if (Source === undefined) {
        handlers.failed();
        return () => undefined;
      }
      const source = new Source(since === null ? path : `${path}?since=${since}`);
      const version = (event: MessageEvent<unknown>) => Number(event.lastEventId);
      source.addEventListener('ready', (event) => handlers.ready(version(event)));
      source.addEventListener('change', (event) => handlers.change(version(event), dataOf(event)));
      source.addEventListener('resync', (event) => handlers.resync(version(event)));
      source.addEventListener('error', () => {
        if (source.readyState === Source.CLOSED) handlers.failed();
        else handlers.interrupted();
      });
      return () => source.close();
    },
  };
}
