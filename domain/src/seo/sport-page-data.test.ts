import type { SeoPageData } from './seo-page-data';
import { sportIdOfPagePath, sportNamedPageData } from './sport-page-data';

const data: SeoPageData = {
  title: 'Sports betting line — Betshell',
  description: 'Bets before the match.',
  siteName: 'betshell',
  customCanonical: null,
  metaRobots: null,
  hierarchyMetaRobots: [],
  metas: [],
  alternates: [],
  media: [],
};
const map = [
  { id: 1, name: 'Football', nameEng: 'football' },
  { id: 2999, name: 'All sports', nameEng: 'all-sports' },
];

describe('sport pages named after their sport', () => {
  it('finds the sport of a sport or championship page only', () => {
    expect(sportIdOfPagePath('/line/1')).toBe(1);
    expect(sportIdOfPagePath('/live/2/201')).toBe(2);
    expect(sportIdOfPagePath('/line')).toBeNull();
    expect(sportIdOfPagePath('/line/top/1')).toBeNull();
    expect(sportIdOfPagePath('/line/game/5')).toBeNull();
    expect(sportIdOfPagePath('/line/1/101/7')).toBeNull();
    expect(sportIdOfPagePath('/casino/1')).toBeNull();
  });

  it("leads the section's title and description with the sport's name", () => {
    expect(sportNamedPageData(data, '/line/1/101', '/line/*', map)).toMatchObject({
      title: 'Football — Sports betting line — Betshell',
      description: 'Football. Bets before the match.',
    });
    expect(sportNamedPageData(data, '/line/1', '/*', map).title).toBe(
      'Football — Sports betting line — Betshell',
    );
  });

  it("keeps an entry written for the sport's own pages, other pages and unknown sports as they are", () => {
    expect(sportNamedPageData(data, '/line/1', '/line/1/*', map)).toBe(data);
    expect(sportNamedPageData(data, '/line/1', '/line/1', map)).toBe(data);
    expect(sportNamedPageData(data, '/line/7', '/line/*', map)).toBe(data);
    expect(sportNamedPageData(data, '/casino', '/*', map)).toBe(data);
    expect(sportNamedPageData(data, '/line/1', undefined, map)).toBe(data);
  });
});
