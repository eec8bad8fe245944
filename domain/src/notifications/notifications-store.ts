import { makeAutoObservable } from 'mobx';
import type { Observable, Subscription } from 'rxjs';
import type { NotificationKind, NotificationMessage } from '../bus/runtime-events';
import { ofType, type ShellEvent } from '../bus/shell-event';
import type { Clock } from '../time/clock';

/** spec/shell.md section 9: "Notification auto-close 10 s". */
export const NOTIFICATION_AUTO_CLOSE_MS = 10_000;

export interface ShownNotification {
  readonly id: number;
  readonly kind: NotificationKind;
  readonly message: NotificationMessage;
  readonly permanent: boolean;
}

/**
 * The notifications on screen, oldest first. Anyone shows one by publishing a `notification` event
 * on the bus; the notifications parcel renders this list and calls dismiss() when the player
 * closes one. Each closes itself after NOTIFICATION_AUTO_CLOSE_MS unless it is permanent.
 */
export class NotificationsStore {
  shown: ShownNotification[] = [];
  private nextId = 1;
  private readonly timers = new Map<number, () => void>();
  private readonly subscription: Subscription;

  constructor(
    bus: Observable<ShellEvent>,
    private readonly clock: Clock,
  ) {
    makeAutoObservable<NotificationsStore, 'nextId' | 'timers' | 'subscription' | 'clock'>(this, {
      nextId: false,
      timers: false,
      subscription: false,
      clock: false,
    });
    this.subscription = bus.pipe(ofType('notification')).subscribe((event) =>
      this.show({
        kind: event.kind,
        message: event.message,
        permanent: event.permanent === true,
      }),
    );
  }

  dismiss(id: number): void {
    this.timers.get(id)?.();
    this.timers.delete(id);
    this.shown = this.shown.filter((notification) => notification.id !== id);
  }

  /** Stops listening and cancels every pending auto-close. */
  dispose(): void {
    this.subscription.unsubscribe();
    this.timers.forEach((cancel) => cancel());
    this.timers.clear();
  }

  private show(notification: Omit<ShownNotification, 'id'>): void {
    const id = this.nextId++;
    this.shown.push({ id, ...notification });
    if (!notification.permanent) {
      this.timers.set(
        id,
        this.clock.schedule(NOTIFICATION_AUTO_CLOSE_MS, () => this.dismiss(id)),
      );
    }
  }
}
