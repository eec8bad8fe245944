import { Subject, filter, type Observable, type OperatorFunction } from 'rxjs';
import type { LanguageCode } from '../language/site-languages';
import type { SettledPage } from '../navigation/settled-page';
import type { AnalyticsBusEvent } from '../analytics/analytics-events-of';
import type { ChromeEvent } from './chrome-events';
import type { RuntimeEvent } from './runtime-events';

/**
 * Everything parcels and stores tell each other. Parcels never import each other (DESIGN.md); they
 * publish and listen here. New kinds of event join this union as the features that send them land.
 */
export type ShellEvent =
  | NavigationEvent
  | RemoteViewReloadEvent
  | PageNotFoundEvent
  | RuntimeEvent
  | ChromeEvent
  | AnalyticsBusEvent;

export interface NavigationEvent {
  /** The root config settled a navigation: the path is final and its language allowed. */
  readonly type: 'navigation';
  readonly pathname: string;
  readonly search: string;
  readonly lng: LanguageCode;
  readonly page: SettledPage;
}

/**
 * spec/shell.md section 4: a reload event re-initialises remote views (each at most once a second):
 * the one named (its import-map name or app name), or every view on the page.
 */
export interface RemoteViewReloadEvent {
  readonly type: 'remote-view-reload';
  readonly view?: string;
}

/**
 * spec/shell.md section 8: a parcel found that what its page's address names does not exist (a
 * game route the catalogue lacks), so the page at `pathname` is the shell's 404 page, as when a
 * JSON view answers 404. The root config ignores it once the visitor has moved on.
 */
export interface PageNotFoundEvent {
  readonly type: 'page-not-found';
  readonly pathname: string;
}

export type ShellEventType = ShellEvent['type'];
export type ShellEventOf<T extends ShellEventType> = Extract<ShellEvent, { type: T }>;

/** The bus: a typed stream anyone may publish to and subscribe to. */
export type ShellEventBus = Subject<ShellEvent>;

export function createShellEventBus(): ShellEventBus {
  return new Subject<ShellEvent>();
}

/** Whether an event is of one kind, narrowing it (for `if`, `filter` and `find`). */
export function isShellEvent<T extends ShellEventType>(
  type: T,
  event: ShellEvent,
): event is ShellEventOf<T> {
  return event.type === type;
}

/** Narrow the bus to one kind of event. */
export function ofType<T extends ShellEventType>(
  type: T,
): OperatorFunction<ShellEvent, ShellEventOf<T>> {
  return (source: Observable<ShellEvent>) =>
    source.pipe(filter((event): event is ShellEventOf<T> => isShellEvent(type, event)));
}

type ChangeOf<T extends ShellEventType> =
  ShellEventOf<T> extends { readonly change: infer C } ? C : never;

/** Narrow the bus to one change of a kind that has several (`ofChange('session', 'signed-in')`). */
export function ofChange<T extends ShellEventType, const C extends ChangeOf<T>>(
  type: T,
  change: C,
): OperatorFunction<ShellEvent, Extract<ShellEventOf<T>, { readonly change: C }>> {
  return (source: Observable<ShellEvent>) =>
    source.pipe(
      filter(
        (event): event is Extract<ShellEventOf<T>, { readonly change: C }> =>
          isShellEvent(type, event) && 'change' in event && event.change === change,
      ),
    );
}
