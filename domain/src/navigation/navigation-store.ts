import { makeAutoObservable } from 'mobx';
import type { Observable, Subscription } from 'rxjs';
import { ofType, type ShellEvent } from '../bus/shell-event';

/** Where the visitor is, as the root config last settled it; parcels read it, never `location`. */
export class NavigationStore {
  pathname: string;
  search: string;
  private readonly subscription: Subscription;

  constructor(bus: Observable<ShellEvent>, initial: { pathname: string; search: string }) {
    this.pathname = initial.pathname;
    this.search = initial.search;
    makeAutoObservable<NavigationStore, 'subscription'>(this, { subscription: false });
    this.subscription = bus
      .pipe(ofType('navigation'))
      .subscribe((event) => this.settled(event.pathname, event.search));
  }

  private settled(pathname: string, search: string): void {
    this.pathname = pathname;
    this.search = search;
  }

  dispose(): void {
    this.subscription.unsubscribe();
  }
}
