import { DEFAULT_SITE_CONFIG, type MaintenanceConfig } from '@betshell/domain';
import type { Database } from '../db/database';
import { ApiError } from '../http/api-error';
import {
  isSiteConfigFieldValue,
  siteConfigFieldProblems,
} from '../site-config/site-config-field-problems';
import {
  createSiteConfigRepository,
  forgetSiteConfig,
} from '../site-config/site-config-repository';

/** What an operator asks for: maintenance on or off, and on, the dates to show (ISO instants). */
export interface MaintenanceSwitch {
  readonly on: boolean;
  readonly startedAt?: string;
  readonly endedAt?: string;
  readonly notifyFrom?: string;
  readonly notifyUntil?: string;
}

const iso = (instant: string | undefined): string | undefined =>
  instant === undefined ? undefined : new Date(instant).toISOString();

/**
 * The maintenance configuration after a switch (decisions.md: "a configuration row that an
 * operator command switches"):
 * - on: isActive is set; each date given replaces the stored one and the others stay, since an
 *   operator may have planned them beforehand with `config set maintenance`; started_at becomes
 *   now when it is neither given nor stored. Dates are stored as UTC ISO instants.
 * - off: isActive is cleared and so is every date: they described the maintenance that has ended,
 *   and a notice left between them would announce it again. Dates cannot be given with off.
 * - web_state is never touched: it is the spec's second switch, set with `config set`; while it is
 *   set the site stays in maintenance, and the operator API says so (isMaintenanceOn).
 */
export function switchedMaintenanceConfig(
  previous: MaintenanceConfig,
  change: MaintenanceSwitch,
  now: Date,
): MaintenanceConfig {
  if (!change.on) {
    return {
      ...previous,
      isActive: false,
      started_at: null,
      ended_at: null,
      notify_started_at: null,
      notify_ended_at: null,
    };
  }
  return {
    ...previous,
    isActive: true,
    started_at: iso(change.startedAt) ?? previous.started_at ?? now.toISOString(),
    ended_at: iso(change.endedAt) ?? previous.ended_at,
    notify_started_at: iso(change.notifyFrom) ?? previous.notify_started_at,
    notify_ended_at: iso(change.notifyUntil) ?? previous.notify_ended_at,
  };
}

/** Why the dates of a configuration cannot be shown as a notice: an end before its start. */
function dateProblems(config: MaintenanceConfig): string[] {
  const before = (from: string | null, until: string | null) =>
    from !== null && until !== null && Date.parse(until) <= Date.parse(from);
  return [
    ...(before(config.started_at, config.ended_at)
      ? [`the end (${config.ended_at}) must come after the start (${config.started_at})`]
      : []),
    ...(before(config.notify_started_at, config.notify_ended_at)
      ? [
          `the notice's end (${config.notify_ended_at}) must come after its start (${config.notify_started_at})`,
        ]
      : []),
  ];
}

export interface SwitchedMaintenance {
  readonly previous: MaintenanceConfig;
  readonly maintenance: MaintenanceConfig;
}

/**
 * Switches maintenance in one transaction holding the row, so two operators switching at once
 * do not lose each other's dates. A stored value that is missing or broken (edited by hand) is
 * replaced, starting from the defaults.
 */
export function switchMaintenance(
  db: Database,
  change: MaintenanceSwitch,
  now: Date = new Date(),
): Promise<SwitchedMaintenance> {
  if (
    !change.on &&
    [change.startedAt, change.endedAt, change.notifyFrom, change.notifyUntil].some(
      (date) => date !== undefined,
    )
  ) {
    return Promise.reject(
      new ApiError(400, 'BAD_REQUEST', 'Dates are given only when switching maintenance on'),
    );
  }
  const switched = db.transaction(async (tx) => {
    const repository = createSiteConfigRepository(tx);
    const stored = await repository.readValue('maintenance', { lock: true });
    const previous =
      stored.existed && isSiteConfigFieldValue('maintenance', stored.value)
        ? stored.value
        : DEFAULT_SITE_CONFIG.maintenance;
    const maintenance = switchedMaintenanceConfig(previous, change, now);
    const problems = [
      ...siteConfigFieldProblems('maintenance', maintenance),
      ...dateProblems(maintenance),
    ];
    if (problems.length > 0) {
      throw new ApiError(
        400,
        'INVALID_MAINTENANCE',
        `Maintenance cannot be switched: ${problems.join('; ')}`,
      );
    }
    await repository.write('maintenance', maintenance);
    return { previous, maintenance };
  });
  // Committed or rolled back: the next request reads the maintenance row again.
  return switched.finally(() => forgetSiteConfig(db));
}
