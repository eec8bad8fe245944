import { DEFAULT_SITE_CONFIG, type MaintenanceConfig } from '@betshell/domain';
import { switchedMaintenanceConfig } from './switch-maintenance';

const OFF = DEFAULT_SITE_CONFIG.maintenance;
const NOW = new Date('2026-11-22T10:00:00.000Z');

describe('switching maintenance', () => {
  it('on: sets isActive and starts now when no start is given nor stored', () => {
    expect(switchedMaintenanceConfig(OFF, { on: true }, NOW)).toEqual({
      ...OFF,
      isActive: true,
      started_at: '2026-11-22T10:00:00.000Z',
    });
  });

  it('on: takes each date given, as a UTC instant, and keeps the others as planned', () => {
    const planned: MaintenanceConfig = {
      ...OFF,
      started_at: '2026-11-23T00:00:00.000Z',
      ended_at: '2026-11-23T04:00:00.000Z',
      notify_started_at: '2026-11-21T00:00:00.000Z',
    };

    expect(
      switchedMaintenanceConfig(planned, { on: true, endedAt: '2026-11-23T06:00:00+03:00' }, NOW),
    ).toEqual({ ...planned, isActive: true, ended_at: '2026-11-23T03:00:00.000Z' });
  });

  it('off: clears isActive and every date, and keeps web_state', () => {
    const on: MaintenanceConfig = {
      started_at: '2026-11-22T00:00:00.000Z',
      ended_at: '2026-11-22T04:00:00.000Z',
      notify_started_at: '2026-11-21T00:00:00.000Z',
      notify_ended_at: '2026-11-22T04:00:00.000Z',
      isActive: true,
      web_state: true,
    };

    expect(switchedMaintenanceConfig(on, { on: false }, NOW)).toEqual({ ...OFF, web_state: true });
  });
});
