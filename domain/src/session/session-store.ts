import { makeAutoObservable } from 'mobx';
import type { Observable, Subscription } from 'rxjs';
import type { ShellEvent } from '../bus/shell-event';
import type { PlayerState } from '../guards/navigation-state';

/**
 * Who the visitor is, as far as the browser knows: authorised while the user_token cookie holds a
 * valid token (limits-coupon-signin.md section 6), plus what the guards need of the player (ban
 * and terms, spec/shell.md section 4). The platform sets `authorised` from the cookie at start;
 * from then on the store follows the bus: sign-in and sign-out, ban and terms events.
 */
export class SessionStore {
  authorised = false;
  /** The signed-in player's id, from the sign-in event; null for a visitor or before it arrives. */
  userId: number | null = null;
  banLevel = 0;
  banVersion = 0;
  termsChanged = false;
  private readonly subscription: Subscription;

  constructor(bus: Observable<ShellEvent>) {
    makeAutoObservable<SessionStore, 'subscription'>(this, { subscription: false });
    this.subscription = bus.subscribe((event) => this.follow(event));
  }

  setAuthorised(authorised: boolean): void {
    this.authorised = authorised;
  }

  /** What the guard pipeline knows of the player. */
  get player(): PlayerState {
    return {
      authorised: this.authorised,
      banLevel: this.banLevel,
      banVersion: this.banVersion,
      termsChanged: this.termsChanged,
    };
  }

  dispose(): void {
    this.subscription.unsubscribe();
  }

  private follow(event: ShellEvent): void {
    if (event.type === 'session') {
      this.authorised = event.change === 'signed-in';
      if (event.change === 'signed-in') this.userId = event.userId;
      // spec/shell.md section 4, logout: the ban level is reset with the user id.
      else this.signedOut();
    } else if (event.type === 'ban') {
      this.banLevel = event.level;
      this.banVersion = event.version;
    } else if (event.type === 'terms') {
      this.termsChanged = event.changed;
    }
  }

  private signedOut(): void {
    this.userId = null;
    this.banLevel = 0;
    this.banVersion = 0;
    this.termsChanged = false;
  }
}
