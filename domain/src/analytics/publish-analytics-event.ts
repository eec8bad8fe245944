import type { AnalyticsEventName } from './analytics-events';
import type { AnalyticsBusEvent } from './analytics-events-of';
import type { SocialRegistrationData } from './analytics-storage-counters';

/** Where an analytics event goes: the shell's bus (a ShellEventBus is one). */
export interface AnalyticsEventSink {
  next(event: AnalyticsBusEvent): void;
}

/**
 * Tells the analytics module of something the player did that no other bus event shows (a password
 * changed, a recovery link asked for, ...). The module decides whether, when and where it goes
 * (consent, maintenance, the 10 s delay): a store only says that it happened, and only once the
 * server has taken the action, never for a refused one. It imports nothing at run time, so the
 * stores that call it do not pull the analytics rules into their parcels.
 */
export function publishAnalyticsEvent(
  bus: AnalyticsEventSink,
  name: AnalyticsEventName,
  details: { readonly label?: string; readonly socialData?: SocialRegistrationData } = {},
): void {
  bus.next({
    type: 'analytics',
    name,
    ...(details.label === undefined ? {} : { label: details.label }),
    ...(details.socialData === undefined ? {} : { socialData: details.socialData }),
  });
}
