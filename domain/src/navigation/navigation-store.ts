import { makeAutoObservable, observableRef } from 'mobx';
import type { Observable, Subscription } from 'rxjs';
import { ofType, type ShellEvent } from '../bus/shell-event';
import type { UnbuiltRoutes } from './link-opens';
import type { SettledPage } from './settled-page';

/** Where the visitor is, as the root config last settled it; parcels read it, never `location`. */
export class NavigationStore {
  pathname: string;
  search: string;
  /** Null until the root config settles the first navigation. */
  page: SettledPage | null = null;
  /**
   * The routes this build renders no page for (link-opens.ts), which every menu leaves out. The
   * root config sets them from the layout table before the first page settles; none until then.
   */
  unbuiltRoutes: UnbuiltRoutes = new Set<string>();
  private readonly subscription: Subscription;

  constructor(bus: Observable<ShellEvent>, initial: { pathname: string; search: string }) {
    this.pathname = initial.pathname;
    this.search = initial.search;
    makeAutoObservable<NavigationStore, 'subscription'>(this, {
      subscription: false,
      page: observableRef,
      unbuiltRoutes: observableRef,
    });
    this.subscription = bus
      .pipe(ofType('navigation'))
      .subscribe((event) => this.settled(event.pathname, event.search, event.page));
  }

  /** The name of the route shown; null before the first page, and on a page no route names. */
  get routeName(): string | null {
    return this.page?.kind === 'route' ? this.page.name : null;
  }

  /** The build's unbuilt routes, from the root config (the layout table). */
  setUnbuiltRoutes(names: readonly string[]): void {
    this.unbuiltRoutes = new Set(names);
  }

  private settled(pathname: string, search: string, page: SettledPage): void {
    this.pathname = pathname;
    this.search = search;
    this.page = page;
  }

  dispose(): void {
    this.subscription.unsubscribe();
  }
}
