import { FavouritesStore, type Favourites, type FavouritesApi } from './favourites-store';

function fakeApi(start: Favourites = { events: [], champs: [] }) {
  let kept = start;
  let failing = false;
  const api: FavouritesApi = {
    list: () => Promise.resolve(kept),
    add: (kind, id) => {
      if (failing) return Promise.reject(new Error('refused'));
      const key = kind === 'event' ? 'events' : 'champs';
      kept = { ...kept, [key]: [...kept[key], id] };
      return Promise.resolve(kept);
    },
    remove: (kind, id) => {
      const key = kind === 'event' ? 'events' : 'champs';
      kept = { ...kept, [key]: kept[key].filter((one) => one !== id) };
      return Promise.resolve(kept);
    },
  };
  return { api, fail: () => (failing = true) };
}

describe('the favourites store', () => {
  it('reads a player’s favourites at sign-in, stars and unstars, and forgets them at sign-out', async () => {
    const store = new FavouritesStore(fakeApi({ events: [3], champs: [101] }).api);
    expect(store.signedIn).toBe(false);
    await store.signedInAs('7');
    expect([store.has('event', 3), store.has('champ', 101)]).toEqual([true, true]);
    await store.toggle('event', 5);
    await store.toggle('event', 3);
    expect([...store.events]).toEqual([5]);
    await store.signedInAs(null);
    expect([store.signedIn, store.events.size, store.champs.size]).toEqual([false, 0, 0]);
  });

  it('shows a star at once and puts it back when the server refuses it', async () => {
    const fake = fakeApi();
    const store = new FavouritesStore(fake.api);
    await store.signedInAs('7');
    fake.fail();
    const starring = store.toggle('champ', 102);
    expect(store.has('champ', 102)).toBe(true);
    await starring;
    expect(store.has('champ', 102)).toBe(false);
  });

  it('keeps a star pressed before the player’s list arrives', async () => {
    let answerList: (favourites: Favourites) => void = () => undefined;
    const fake = fakeApi();
    const store = new FavouritesStore({
      ...fake.api,
      list: () => new Promise((resolve) => (answerList = resolve)),
    });
    const reading = store.signedInAs('7');
    await store.toggle('event', 9);
    answerList({ events: [], champs: [] });
    await reading;
    expect(store.has('event', 9)).toBe(true);
  });

  it('offers nothing to a visitor', async () => {
    const store = new FavouritesStore(fakeApi().api);
    await store.toggle('event', 1);
    expect(store.has('event', 1)).toBe(false);
  });
});
