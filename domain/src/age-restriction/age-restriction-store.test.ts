import { SiteConfigStore } from '../site-config/site-config-store';
import { manualClock, memoryStorage, siteConfigFixture } from '../testing';
import {
  AGE_CONFIRMATION_KEY,
  AGE_CONFIRMATION_MS,
  AgeRestrictionStore,
} from './age-restriction-store';

async function setUp(ageLimit = 18) {
  const clock = manualClock();
  const storage = { local: memoryStorage(clock), session: memoryStorage(clock) };
  const siteConfig = new SiteConfigStore({
    fetchSiteConfig: () => Promise.resolve(siteConfigFixture({ ageLimit })),
  });
  await siteConfig.load('en');
  const open = () => new AgeRestrictionStore(siteConfig, storage);
  return { clock, storage, siteConfig, open };
}

describe('the age restriction', () => {
  it('asks a visitor who has not confirmed the site age limit', async () => {
    const { open } = await setUp(18);
    const store = open();
    expect(store.ageLimit).toBe(18);
    expect(store.asking).toBe(true);
  });

  it('does not ask when the site has no age limit, or before the configuration arrives', async () => {
    const { open } = await setUp(0);
    expect(open().asking).toBe(false);
    const loading = new AgeRestrictionStore(
      new SiteConfigStore({ fetchSiteConfig: () => new Promise(() => undefined) }),
      { local: memoryStorage(manualClock()), session: memoryStorage(manualClock()) },
    );
    expect(loading.asking).toBe(false);
  });

  it('is dismissed once: confirmed, it asks no more on this page or the next', async () => {
    const { open } = await setUp();
    const store = open();
    store.confirm(true);
    expect(store.asking).toBe(false);
    expect(open().asking).toBe(false);
  });

  it('remembers a confirmation on this device for 3 days (259200000 ms), then asks again', async () => {
    const { open, clock, storage } = await setUp();
    open().confirm(true);
    expect(storage.session.get(AGE_CONFIRMATION_KEY)).toBeUndefined();
    clock.advance(AGE_CONFIRMATION_MS - 1);
    expect(open().asking).toBe(false);
    clock.advance(1);
    expect(open().asking).toBe(true);
  });

  it('keeps a confirmation for the browser session only when the visitor asks so', async () => {
    const { open, clock, storage } = await setUp();
    open().confirm(false);
    expect(storage.local.get(AGE_CONFIRMATION_KEY)).toBeUndefined();
    clock.advance(AGE_CONFIRMATION_MS * 10);
    expect(open().asking).toBe(false);
    // A new browser session starts with empty session storage.
    storage.session.entries.clear();
    expect(open().asking).toBe(true);
  });

  it('asks again when the operator raises the age limit above the one confirmed', async () => {
    const { open, storage } = await setUp(21);
    storage.local.set(AGE_CONFIRMATION_KEY, '18');
    expect(open().asking).toBe(true);
    storage.local.set(AGE_CONFIRMATION_KEY, '21');
    expect(open().asking).toBe(false);
  });

  it('takes an unreadable stored value for no confirmation', async () => {
    const { open, storage } = await setUp();
    storage.local.set(AGE_CONFIRMATION_KEY, 'yes');
    expect(open().asking).toBe(true);
  });
});
