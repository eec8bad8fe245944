import { DEFAULT_ROBOTS, isIndexingAllowed, robotsContent } from './seo-robots';

describe('robots', () => {
  it('turns indexing off when any robots value contains noindex', () => {
    expect(isIndexingAllowed(['index, follow', 'NOINDEX'])).toBe(false);
    expect(isIndexingAllowed([null, 'noindex,nofollow'])).toBe(false);
    expect(isIndexingAllowed(['index', null, 'follow'])).toBe(true);
    expect(isIndexingAllowed([])).toBe(true);
  });

  it('does not mistake a word that merely contains the letters for noindex', () => {
    expect(isIndexingAllowed(['index, follow, max-snippet:-1'])).toBe(true);
  });

  it('keeps the page own value when everything allows indexing', () => {
    expect(robotsContent('index, nofollow', ['index'])).toBe('index, nofollow');
  });

  it('answers index, follow for a page that says nothing', () => {
    expect(robotsContent(null, [])).toBe(DEFAULT_ROBOTS);
    expect(robotsContent('  ', [null])).toBe(DEFAULT_ROBOTS);
  });

  it('answers noindex when a parent says noindex though the page says index', () => {
    expect(robotsContent('index, follow', ['noindex'])).toBe('noindex, follow');
  });

  it('keeps nofollow when any value says it', () => {
    expect(robotsContent('noindex', ['nofollow'])).toBe('noindex, nofollow');
  });
});
