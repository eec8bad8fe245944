import { manualClock, memoryStorage } from '../testing';
import { AnalyticsStorageCounters } from './analytics-storage-counters';

const DAY = 86_400_000;

function setUp() {
  const clock = manualClock();
  const storage = memoryStorage(clock);
  return { clock, storage, counters: new AnalyticsStorageCounters(storage, () => clock.now()) };
}

describe('the analytics counters of local storage', () => {
  it('count login popup calls and keep the time of the last one', () => {
    const { clock, storage, counters } = setUp();
    expect(counters.countAuthTry()).toBe(1);
    clock.advance(5_000);
    expect(counters.countAuthTry()).toBe(2);
    expect(storage.get('authTryCounter')).toBe('2');
    expect(storage.get('lastAuthPopUpCallTime')).toBe(String(clock.now()));
  });

  it('count registration tries and keep the time of the last one', () => {
    const { clock, storage, counters } = setUp();
    counters.countRegTry();
    expect(counters.countRegTry()).toBe(2);
    expect(storage.get('regTryCounter')).toBe('2');
    expect(storage.get('lastRegCallTime')).toBe(String(clock.now()));
  });

  it.each(['authTryCounter', 'lastAuthPopUpCallTime', 'regTryCounter', 'lastRegCallTime'])(
    'forget %s one day after it was last written, and not before',
    (key) => {
      const { clock, storage, counters } = setUp();
      counters.countAuthTry();
      counters.countRegTry();
      clock.advance(DAY - 1);
      expect(storage.get(key)).toBeDefined();
      clock.advance(1);
      expect(storage.get(key)).toBeUndefined();
    },
  );

  it('start again from one after a day without tries', () => {
    const { clock, counters } = setUp();
    counters.countAuthTry();
    counters.countAuthTry();
    clock.advance(DAY);
    expect(counters.countAuthTry()).toBe(1);
  });

  it('keep counting while tries come less than a day apart', () => {
    const { clock, counters } = setUp();
    counters.countRegTry();
    clock.advance(DAY - 1);
    counters.countRegTry();
    clock.advance(DAY - 1);
    expect(counters.countRegTry()).toBe(3);
  });

  it('keep hasDone and socialData for one day', () => {
    const { clock, counters } = setUp();
    counters.markRegistrationDone();
    const data = { currencyId: 1, countryId: 1, regType: 'soc_reg', countryCode: 'RU' };
    counters.rememberSocialData(data);
    clock.advance(DAY - 1);
    expect(counters.registrationDone).toBe(true);
    expect(counters.socialData).toEqual(data);
    clock.advance(1);
    expect(counters.registrationDone).toBe(false);
    expect(counters.socialData).toBeUndefined();
  });

  it('stop counting registration tries once a registration is done', () => {
    const { counters } = setUp();
    counters.countRegTry();
    counters.markRegistrationDone();
    expect(counters.countRegTry()).toBe(1);
  });

  it('read a counter that is not a count as none', () => {
    const { storage, counters } = setUp();
    storage.set('authTryCounter', 'many');
    expect(counters.countAuthTry()).toBe(1);
  });
});
