import { VisitorCountryStore, type VisitorCountry } from './visitor-country-store';

function setUp(answer: () => Promise<VisitorCountry>) {
  const logged: unknown[][] = [];
  const fetchVisitorCountry = jest.fn(answer);
  const store = new VisitorCountryStore({ fetchVisitorCountry }, (...entry) => logged.push(entry));
  return { store, logged, fetchVisitorCountry };
}

describe('the visitor country store', () => {
  it('shows the policy logo to a visitor from a listed country', async () => {
    const { store } = setUp(() => Promise.resolve({ countryCode: 'RU', countryId: 1 }));
    expect(store.showsPolicyLogo).toBe(false);
    await store.load();
    expect(store.country).toEqual({ countryCode: 'RU', countryId: 1 });
    expect(store.showsPolicyLogo).toBe(true);
  });

  it('does not show it to a visitor from elsewhere or from nowhere known', async () => {
    const elsewhere = setUp(() => Promise.resolve({ countryCode: 'GB', countryId: 6 }));
    await elsewhere.store.load();
    expect(elsewhere.store.showsPolicyLogo).toBe(false);
    const unknown = setUp(() => Promise.resolve({ countryCode: null, countryId: null }));
    await unknown.store.load();
    expect(unknown.store.showsPolicyLogo).toBe(false);
  });

  it('asks the server once per page', async () => {
    const { store, fetchVisitorCountry } = setUp(() =>
      Promise.resolve({ countryCode: 'RU', countryId: 1 }),
    );
    await Promise.all([store.load(), store.load()]);
    await store.load();
    expect(fetchVisitorCountry).toHaveBeenCalledTimes(1);
  });

  it('logs a failure and leaves the country unknown', async () => {
    const { store, logged } = setUp(() => Promise.reject(new Error('down')));
    await store.load();
    expect(store.country).toBeNull();
    expect(logged).toEqual([['visitor country not loaded', new Error('down')]]);
  });
});
