import { DEFAULT_SITE_CONFIG } from '../site-config/default-site-config';
import type { MaintenanceConfig } from '../site-config/site-config';
import { isMaintenanceOn, maintenanceMessage, maintenanceNotice } from './maintenance';

const off = DEFAULT_SITE_CONFIG.maintenance;
const day = (date: string) => `${date}T00:00:00.000Z`;
const format = (iso: string) => iso.slice(0, 10);
const planned: MaintenanceConfig = {
  ...off,
  notify_started_at: day('2026-11-20'),
  notify_ended_at: day('2026-11-23'),
  started_at: day('2026-11-22'),
  ended_at: day('2026-11-23'),
};

describe('maintenance', () => {
  it('is off with the default configuration and no cookie', () => {
    expect(isMaintenanceOn(off, undefined)).toBe(false);
  });

  it('is on with the maintenance cookie at 1, whatever the configuration', () => {
    expect(isMaintenanceOn(off, '1')).toBe(true);
    expect(isMaintenanceOn(off, '0')).toBe(false);
  });

  it('is on when the configuration says isActive or web_state', () => {
    expect(isMaintenanceOn({ ...off, isActive: true }, undefined)).toBe(true);
    expect(isMaintenanceOn({ ...off, web_state: true }, undefined)).toBe(true);
  });
});

describe('the maintenance notice', () => {
  it('shows between the notification dates, in Russian for ru, ua, kz and az', () => {
    for (const lng of ['ru', 'ua', 'kz', 'az']) {
      expect(maintenanceNotice(planned, Date.parse(day('2026-11-21')), lng, format)).toEqual({
        lng: 'ru',
        title: 'Ведутся технические работы!',
        dates: 'с 2026-11-22 до 2026-11-23',
      });
    }
  });

  it('is in English for any other language', () => {
    expect(maintenanceNotice(planned, Date.parse(day('2026-11-21')), 'en', format)).toEqual({
      lng: 'en',
      title: 'Maintenance underway!',
      dates: 'from 2026-11-22 until 2026-11-23',
    });
  });

  it('does not show before the start notification date or from the end date on', () => {
    expect(maintenanceNotice(planned, Date.parse(day('2026-11-19')), 'ru', format)).toBeNull();
    expect(maintenanceNotice(planned, Date.parse(day('2026-11-23')), 'ru', format)).toBeNull();
  });

  it('does not show without a start notification date', () => {
    expect(maintenanceNotice(off, Date.parse(day('2026-11-21')), 'ru', format)).toBeNull();
  });
});

describe('the maintenance message of the maintenance page', () => {
  it('has its title even without dates', () => {
    expect(maintenanceMessage(off, 'kz', format)).toEqual({
      lng: 'ru',
      title: 'Ведутся технические работы!',
    });
  });
});
