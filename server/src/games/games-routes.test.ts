import type { GameLandingsAnswer, GamesPreviewAnswer } from '@betshell/domain/casino';
import { matchRoute, type LanguageCode } from '@betshell/domain';
import { createPromotionPageRepository } from '../promotions/promotion-page-repository';
import { createGameCatalogueRepository } from './game-catalogue-repository';
import { createGamesAreaPageCheck } from './games-area-page-check';
import { setUpAuthTestApp, signedInPlayer, arrivedVisitor } from '../test-support/auth-test-setup';

describe('the games API', () => {
  const setup = setUpAuthTestApp();
  const preview = async (query: string, visitor?: Awaited<ReturnType<typeof arrivedVisitor>>) => {
    const url = `/web-api/games/preview?${query}`;
    return visitor === undefined ? setup.testApp.app.inject({ url }) : visitor.get(url);
  };

  it('answers the lobby keyed by category with the spec field names', async () => {
    const response = await preview('lng=en&whence=lobby&ref=1&fcountry=RU');
    const answer = response.json<GamesPreviewAnswer>();

    expect(response.statusCode).toBe(200);
    expect(answer.Success).toBe(true);
    expect(Object.keys(answer.Value)).toEqual(
      expect.arrayContaining(['popular', 'slots', 'keno', 'crash-games']),
    );
    const slots = answer.Value.slots;
    expect(slots).toMatchObject({ GT: 'category', GN: 'Slots', R: 'slots', Actions: [] });
    expect(Object.keys(slots ?? {}).sort()).toEqual(
      ['Actions', 'CRID', 'GF', 'GN', 'GP', 'GT', 'GTR', 'OR', 'R', 'RI', 'TR'].sort(),
    );
    expect(slots?.TR).toBe(slots?.GF.length);
    const first = slots?.GF[0];
    expect(Object.keys(first ?? {}).sort()).toEqual(
      [
        'categories',
        'id',
        'image',
        'name',
        'oldRoute',
        'providerGame',
        'providerId',
        'route',
        'tagId',
      ].sort(),
    );
    expect(first?.categories).toEqual([]);
    expect(first?.image).toBe(`/web-api/games/images/${first?.id}.svg`);
    // Which game of the demo provider plays each (the games hub groups by it); null: none.
    const games = Object.values(answer.Value).flatMap((group) => group.GF);
    const playedAs = (route: string) => games.find((game) => game.route === route)?.providerGame;
    expect(playedAs('book-of-pharaohs')).toBe('slot');
    expect(playedAs('aviator-jet')).toBe('crash');
    expect(playedAs('roulette-live')).toBe('roulette');
    expect(playedAs('blackjack-classic')).toBeNull();
  });

  it.each([
    ['ru', 'Слоты'],
    ['ua', 'Слоти'],
    ['kz', 'Слоттар'],
    ['az', 'Slotlar'],
    ['uz', 'Slotlar'],
  ])('names categories in the language asked (%s)', async (lng, slots) => {
    const answer = (await preview(`lng=${lng}`)).json<GamesPreviewAnswer>();
    expect(answer.Value.slots?.GN).toBe(slots);
  });

  it('answers one category for a groupId, with category ids when asked', async () => {
    const all = (await preview('lng=en')).json<GamesPreviewAnswer>();
    const kenoId = all.Value.keno?.RI;
    const one = (
      await preview(`lng=en&groupId=${kenoId}&includeCategories=true`)
    ).json<GamesPreviewAnswer>();
    expect(Object.keys(one.Value)).toEqual(['keno']);
    expect(one.Value.keno?.GF.every((game) => game.categories.includes(kenoId ?? -1))).toBe(true);
  });

  it('searches games by name or provider, case aside', async () => {
    const byName = (await preview('lng=en&whence=search&q=BOOK')).json<GamesPreviewAnswer>();
    const byProvider = (
      await preview('lng=en&whence=search&q=iron%20gate')
    ).json<GamesPreviewAnswer>();
    expect(byName.Value.search?.GF.map((game) => game.name)).toEqual(['Book of Pharaohs']);
    expect(byProvider.Value.search?.GP).toEqual([{ Id: 6, Name: 'Iron Gate' }]);
    expect(byProvider.Value.search?.TR).toBeGreaterThan(1);
  });

  it.each([
    ['a search of one letter', 'lng=en&whence=search&q=b', 'SEARCH_TOO_SHORT'],
    ['an unknown language', 'lng=xx', 'BAD_REQUEST'],
    ['an unknown whence', 'lng=en&whence=everything', 'BAD_REQUEST'],
    ['a groupId that is no number', 'lng=en&groupId=slots', 'BAD_REQUEST'],
    ['includeCategories that is no boolean', 'lng=en&includeCategories=maybe', 'BAD_REQUEST'],
  ])('refuses %s with 400', async (_what, query, code) => {
    const response = await preview(query);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: { code } });
  });

  it("lists the games' landing pages for the hub in their order, in the language asked", async () => {
    const response = await setup.testApp.app.inject({ url: '/web-api/games/landings?lng=ru' });
    const { landings } = response.json<GameLandingsAnswer>();

    expect(response.statusCode).toBe(200);
    expect(landings.map((landing) => landing.slug)).toEqual([
      'book-of-pharaohs',
      'crash-games',
      'roulette',
    ]);
    expect(landings[2]).toMatchObject({ slug: 'roulette', title: 'Европейская рулетка' });
    expect(landings[2]?.summary).toMatch(/\S/);
    expect(Object.keys(landings[0] ?? {}).sort()).toEqual(['slug', 'summary', 'title']);
  });

  it('answers a landing written only in English in English, as its page does', async () => {
    const pages = createPromotionPageRepository(setup.testApp.database);
    await pages.save(
      {
        kind: 'game-landing',
        slug: 'keno-nights',
        lng: 'en',
        title: 'Keno nights',
        summary: 'Draws every minute.',
        body: '<p>Keno.</p>',
        gameIds: [],
        position: 40,
        startsAt: null,
        endsAt: null,
      },
      setup.clock.now(),
    );
    try {
      const response = await setup.testApp.app.inject({ url: '/web-api/games/landings?lng=kz' });
      const { landings } = response.json<GameLandingsAnswer>();
      expect(landings.at(-1)).toEqual({
        slug: 'keno-nights',
        title: 'Keno nights',
        summary: 'Draws every minute.',
      });
      expect(landings.find((landing) => landing.slug === 'roulette')?.title).toBe(
        'Еуропалық рулетка',
      );
    } finally {
      await pages.remove('game-landing', 'keno-nights', null);
    }
  });

  it.each([
    ['an unknown language', '?lng=xx'],
    ['no language', ''],
  ])("refuses the landing pages' list for %s with 400", async (_what, query) => {
    const response = await setup.testApp.app.inject({ url: `/web-api/games/landings${query}` });
    expect(response.statusCode).toBe(400);
    const { error } = response.json<{ error: { code: string; message: string } }>();
    expect(error.code).toBe('BAD_REQUEST');
    expect(error.message).toMatch(/lng/);
  });

  it('draws a preview image for every game, and 404 for no game', async () => {
    const image = await setup.testApp.app.inject({ url: '/web-api/games/images/1001.svg' });
    const none = await setup.testApp.app.inject({ url: '/web-api/games/images/9.svg' });
    const bad = await setup.testApp.app.inject({ url: '/web-api/games/images/abc.svg' });

    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(image.body).toContain('Book of');
    expect(image.body).toContain('Aurora Play');
    expect(none.statusCode).toBe(404);
    expect(bad.statusCode).toBe(400);
  });

  it('knows a game of the games area by its route and a landing by its slug, and no other', async () => {
    const catalogue = createGameCatalogueRepository(setup.testApp.database);
    const pageExists = createGamesAreaPageCheck({
      catalogue,
      pages: createPromotionPageRepository(setup.testApp.database),
    });
    const known = (await catalogue.catalogue()).games[0]!.route;
    const exists = (path: string, lng: LanguageCode) => pageExists(matchRoute(path)!, lng);

    expect(
      await Promise.all([
        exists(`/games/${known}`, 'ru'),
        exists('/games/no-such-game', 'ru'),
        exists('/games-landing/roulette', 'uz'),
        exists('/games-landing/no-such-landing', 'en'),
        exists('/games', 'en'),
      ]),
    ).toEqual([true, false, true, false, true]);
  });

  it('keeps favourites for a signed-in player, listed in the order added', async () => {
    const { visitor } = await signedInPlayer(setup);
    const add = (id: number) =>
      visitor.request({ method: 'PUT', url: `/web-api/games/favorites/${id}` });

    expect((await add(1005)).statusCode).toBe(204);
    expect((await add(1001)).statusCode).toBe(204);
    expect((await add(1001)).statusCode).toBe(204);
    const favorites = (
      await preview('lng=en&whence=favorites', visitor)
    ).json<GamesPreviewAnswer>();
    const removed = await visitor.request({
      method: 'DELETE',
      url: '/web-api/games/favorites/1005',
    });
    const after = (await preview('lng=en&whence=favorites', visitor)).json<GamesPreviewAnswer>();

    expect(favorites.Value.favorites?.GF.map((game) => game.id)).toEqual([1005, 1001]);
    expect(favorites.Value.favorites?.Actions).toEqual([{ Id: 1, Name: 'favorite' }]);
    expect(removed.statusCode).toBe(204);
    expect(after.Value.favorites?.GF.map((game) => game.id)).toEqual([1001]);
  });

  it("answers the games a player launched for money lately with the favourites, the latest first, and no other player's", async () => {
    const { visitor } = await signedInPlayer(setup);
    const other = await signedInPlayer(setup);
    const launch = (gameId: number, mode: 'real' | 'fun' = 'real') =>
      visitor.post('/web-api/casino/launch', { gameId, mode, lng: 'en' });
    expect((await launch(1001)).statusCode).toBe(200);
    setup.clock.advance(1_000);
    expect((await launch(1007)).statusCode).toBe(200);
    setup.clock.advance(1_000);
    expect((await launch(1001)).statusCode).toBe(200);
    // Fun mode reaches no wallet, and leaves no trace.
    expect((await launch(1008, 'fun')).statusCode).toBe(200);

    const mine = (await preview('lng=en&whence=favorites', visitor)).json<GamesPreviewAnswer>();
    expect(mine.Value.recent?.GF.map((game) => game.id)).toEqual([1001, 1007]);
    const theirs = (
      await preview('lng=en&whence=favorites', other.visitor)
    ).json<GamesPreviewAnswer>();
    expect(theirs.Value.recent?.GF).toEqual([]);
  });

  it('keeps one player favourites from another', async () => {
    const first = await signedInPlayer(setup);
    const second = await signedInPlayer(setup);
    await first.visitor.request({ method: 'PUT', url: '/web-api/games/favorites/1002' });
    const theirs = (
      await preview('lng=en&whence=favorites', second.visitor)
    ).json<GamesPreviewAnswer>();
    expect(theirs.Value.favorites?.GF).toEqual([]);
  });

  it('refuses favourites to visitors and for games that do not exist', async () => {
    const visitor = await arrivedVisitor(setup.testApp);
    const { visitor: player } = await signedInPlayer(setup);

    const list = await preview('lng=en&whence=favorites', visitor);
    const add = await visitor.request({ method: 'PUT', url: '/web-api/games/favorites/1001' });
    const unknown = await player.request({ method: 'PUT', url: '/web-api/games/favorites/77' });
    const bad = await player.request({ method: 'PUT', url: '/web-api/games/favorites/abc' });
    const lobby = await preview('lng=en', visitor);

    expect(list.statusCode).toBe(401);
    expect(add.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ error: { code: 'GAME_NOT_FOUND' } });
    expect(bad.statusCode).toBe(400);
    expect(lobby.statusCode).toBe(200);
  });

  it('refuses a favourite change without the CSRF token', async () => {
    const { visitor } = await signedInPlayer(setup);
    const response = await visitor.request({
      method: 'PUT',
      url: '/web-api/games/favorites/1001',
      noCsrf: true,
    });
    expect(response.statusCode).toBe(403);
  });
});
