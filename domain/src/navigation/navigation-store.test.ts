import { createShellEventBus } from '../bus/shell-event';
import { NavigationStore } from './navigation-store';

describe('the navigation store', () => {
  it('holds the path and query of the latest settled navigation', () => {
    const bus = createShellEventBus();
    const navigation = new NavigationStore(bus, { pathname: '/ru/', search: '' });
    bus.next({ type: 'navigation', pathname: '/en/office', search: '?tab=2', lng: 'en' });
    expect(navigation.pathname).toBe('/en/office');
    expect(navigation.search).toBe('?tab=2');
  });

  it('stops following the bus once disposed', () => {
    const bus = createShellEventBus();
    const navigation = new NavigationStore(bus, { pathname: '/ru/', search: '' });
    navigation.dispose();
    bus.next({ type: 'navigation', pathname: '/en/', search: '', lng: 'en' });
    expect(navigation.pathname).toBe('/ru/');
  });
});
