import { buildTestApp, opsRequest, type TestApp } from '../test-support/build-test-app';
import { DATABASE_SETUP_TIMEOUT_MS } from '../test-support/create-test-database';

describe('the operator API for information pages', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await buildTestApp();
  }, DATABASE_SETUP_TIMEOUT_MS);

  afterAll(() => testApp.close());

  it('lists the pages of a language without their bodies', async () => {
    const response = await opsRequest(testApp, 'GET', '/pages?lng=ru');

    expect(response.statusCode).toBe(200);
    const { pages } = response.json<{ pages: Array<Record<string, unknown>> }>();
    expect(pages.map((page) => page.path)).toContain('rules/sport/settlement');
    expect(pages.every((page) => page.lng === 'ru' && !('body' in page))).toBe(true);
    expect(pages.find((page) => page.path === 'about')).toMatchObject({
      title: 'О компании',
      editedByOperatorAt: null,
    });
  });

  it('answers one page in full', async () => {
    const response = await opsRequest(testApp, 'GET', '/page?lng=en&path=news/cricket-markets');

    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      page: {
        lng: 'en',
        path: 'news/cricket-markets',
        title: 'More cricket markets',
        publishedAt: '2026-10-30T00:00:00.000Z',
      },
    });
  });

  it('changes only the fields given and stamps the edit', async () => {
    const response = await opsRequest(testApp, 'PUT', '/page?lng=en&path=licenses', {
      title: 'Licences and regulators',
    });

    expect(response.statusCode).toBe(200);
    const { page, created } = response.json<{ page: Record<string, unknown>; created: boolean }>();
    expect(created).toBe(false);
    expect(page).toMatchObject({ title: 'Licences and regulators' });
    expect(page.body).toContain('tested by an independent laboratory');
    expect(page.editedByOperatorAt).toEqual(expect.any(String));
  });

  it('creates a new page with a title and a body, under a group', async () => {
    const response = await opsRequest(testApp, 'PUT', '/page?lng=en&path=rules/sport/esports', {
      title: 'Esports',
      body: '<p>Matches are settled on the official result of the tournament organiser.</p>',
      order: 4,
    });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ created: true, page: { order: 4 } });
  });

  it('refuses a new page without a title or body with 400 PAGE_INCOMPLETE', async () => {
    const response = await opsRequest(testApp, 'PUT', '/page?lng=en&path=brand-new', {
      title: 'New',
    });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: { code: 'PAGE_INCOMPLETE' } });
  });

  it.each([
    ['a bad path', '/page?lng=en&path=Bad%20Path', { title: 'x', body: 'y' }],
    ['an unknown language', '/page?lng=de&path=about', { title: 'x' }],
    ['an unknown field', '/page?lng=en&path=about', { heading: 'x' }],
    ['an empty title', '/page?lng=en&path=about', { title: '' }],
    ['a date without a zone', '/page?lng=en&path=about', { publishedAt: '2026-11-22T10:00:00' }],
  ])('answers 400 BAD_REQUEST for %s', async (_case, path, payload) => {
    const response = await opsRequest(testApp, 'PUT', path, payload);

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: { code: 'BAD_REQUEST' } });
  });

  it('answers 404 PAGE_NOT_FOUND for a page that does not exist', async () => {
    const response = await opsRequest(testApp, 'GET', '/page?lng=en&path=nothing-here');

    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: { code: 'PAGE_NOT_FOUND' } });
  });

  it('needs the operator token', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/ops-api/v1/pages' });

    expect(response.statusCode).toBe(401);
  });
});
