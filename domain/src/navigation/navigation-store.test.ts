import { createShellEventBus } from '../bus/shell-event';
import { NavigationStore } from './navigation-store';
import type { SettledPage } from './settled-page';

const about: SettledPage = {
  kind: 'route',
  name: 'about',
  area: 'information',
  layout: 'default',
  params: {},
  status: 200,
};

describe('the navigation store', () => {
  it('holds the path, query and page of the latest settled navigation', () => {
    const bus = createShellEventBus();
    const navigation = new NavigationStore(bus, { pathname: '/ru/', search: '' });
    expect(navigation.page).toBeNull();
    bus.next({
      type: 'navigation',
      pathname: '/en/about',
      search: '?tab=2',
      lng: 'en',
      page: about,
    });
    expect(navigation.pathname).toBe('/en/about');
    expect(navigation.search).toBe('?tab=2');
    expect(navigation.page).toEqual(about);
  });

  it('stops following the bus once disposed', () => {
    const bus = createShellEventBus();
    const navigation = new NavigationStore(bus, { pathname: '/ru/', search: '' });
    navigation.dispose();
    bus.next({ type: 'navigation', pathname: '/en/', search: '', lng: 'en', page: about });
    expect(navigation.pathname).toBe('/ru/');
  });
});
