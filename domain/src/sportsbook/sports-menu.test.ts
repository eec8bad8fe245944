import { lineEventFixture } from './line-fixtures';
import { LINE_SEARCH_MIN_LENGTH, searchLine, searchTextOf, sportsMenuOf } from './sports-menu';

const football = { sportId: 1, sportName: 'Футбол' };
const tennis = { sportId: 2, sportName: 'Теннис' };
const rpl = { ...football, champId: 101, champName: 'Россия. Премьер-лига' };
const epl = { ...football, champId: 102, champName: 'Англия. Премьер-лига' };
const atp = { ...tennis, champId: 201, champName: 'ATP. Открытый чемпионат Австралии' };

const line = [
  lineEventFixture(1, { ...rpl, home: 'Спартак Москва', away: 'Зенит' }),
  lineEventFixture(2, { ...rpl, home: 'ЦСКА', away: 'Локомотив' }),
  lineEventFixture(3, { ...epl, home: 'Arsenal', away: 'Chelsea' }),
  lineEventFixture(4, { ...atp, home: 'Даниил Медведев', away: 'Новак Джокович' }),
  lineEventFixture(5, { ...rpl, home: 'Динамо Москва', away: 'Спартак Москва', state: 'live' }),
  lineEventFixture(6, { ...epl, home: 'Arsenal', away: 'Everton', state: 'finished' }),
];

describe('the sports menu', () => {
  it('counts each sport’s games and each championship’s in one section, in the line’s order', () => {
    expect(sportsMenuOf(line, 'line')).toEqual([
      {
        id: 1,
        name: 'Футбол',
        count: 3,
        champs: [
          { id: 101, name: 'Россия. Премьер-лига', count: 2 },
          { id: 102, name: 'Англия. Премьер-лига', count: 1 },
        ],
      },
      { id: 2, name: 'Теннис', count: 1, champs: [{ id: 201, name: atp.champName, count: 1 }] },
    ]);
  });

  it('counts live games on their own, and leaves out a sport with none in the section', () => {
    expect(sportsMenuOf(line, 'live')).toEqual([
      { id: 1, name: 'Футбол', count: 1, champs: [{ id: 101, name: rpl.champName, count: 1 }] },
    ]);
    expect(sportsMenuOf([], 'line')).toEqual([]);
  });
});

describe('the search over sports, teams and championships', () => {
  const names = (query: string) =>
    searchLine(line, query).map((hit) =>
      hit.kind === 'sport'
        ? `${hit.section} sport ${hit.name} (${hit.count})`
        : hit.kind === 'champ'
          ? `${hit.section} champ ${hit.name} (${hit.count})`
          : `${hit.section} game ${hit.event.id}`,
    );

  it('finds a sport by its name, before its championships and games', () => {
    expect(names('футб')).toEqual(['line sport Футбол (3)', 'live sport Футбол (1)']);
  });

  it('finds a team whatever the case, in Cyrillic and in Latin', () => {
    expect(names('спартак')).toEqual(['line game 1', 'live game 5']);
    expect(names('СПАРТАК')).toEqual(names('спартак'));
    expect(names('aRSEnal')).toEqual(['line game 3']);
  });

  it('reads ё as е and й as и, as people type them', () => {
    expect(searchTextOf('Ёлки Майкоп')).toBe('елки маикоп');
    expect(names('даниил медведев')).toEqual(['line game 4']);
    expect(names('ДЖОКОВИЧ')).toEqual(['line game 4']);
  });

  it('finds a championship by a word of its name, with its number of games, before the games', () => {
    expect(names('премьер')).toEqual([
      'line champ Россия. Премьер-лига (2)',
      'line champ Англия. Премьер-лига (1)',
      'live champ Россия. Премьер-лига (1)',
    ]);
    expect(names('австралии')).toEqual(['line champ ATP. Открытый чемпионат Австралии (1)']);
  });

  it('needs every word typed, in any order of the teams', () => {
    expect(names('зенит спартак')).toEqual(['line game 1']);
    expect(names('спартак зенит')).toEqual(['line game 1']);
    expect(names('спартак челси')).toEqual([]);
  });

  it('puts a name that starts with the query before one that only holds it', () => {
    expect(names('москва')).toEqual(['line game 1', 'live game 5']);
    expect(names('динамо')).toEqual(['live game 5']);
    const hits = searchLine(line, 'моск');
    expect(hits.map((hit) => hit.kind === 'game' && hit.event.id)).toEqual([1, 5]);
  });

  it(`starts at ${LINE_SEARCH_MIN_LENGTH} characters, skips finished games and keeps to the most asked`, () => {
    expect(names('с')).toEqual([]);
    expect(names('  ')).toEqual([]);
    expect(names('everton')).toEqual([]);
    expect(searchLine(line, 'ар', 1)).toHaveLength(1);
  });
});
