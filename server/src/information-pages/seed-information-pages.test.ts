import { SITE_LANGUAGES } from '@betshell/domain';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { useMigratedTestDatabase } from '../test-support/create-test-database';
import { createInformationPageRepository } from './information-page-repository';
import { readShippedPages } from './read-shipped-pages';
import { seedInformationPages } from './seed-information-pages';

describe("writing a release's information pages", () => {
  const db = useMigratedTestDatabase();
  let dir: string;

  beforeEach(async () => {
    await db.query('delete from information_pages');
    dir = await mkdtemp(join(tmpdir(), 'betshell-pages-'));
    await mkdir(join(dir, 'en'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  async function ship(pages: Record<string, { title: string; body: string }>) {
    const manifest = Object.fromEntries(
      Object.entries(pages).map(([path, page]) => [path, { title: page.title }]),
    );
    await writeFile(join(dir, 'en', 'pages.json'), JSON.stringify(manifest));
    for (const [path, page] of Object.entries(pages)) {
      await mkdir(join(dir, 'en', path, '..'), { recursive: true });
      await writeFile(join(dir, 'en', `${path}.html`), page.body);
    }
  }

  const repository = () => createInformationPageRepository(db);

  it('adds the pages, updates the ones the release changed, and keeps an operator edit', async () => {
    await ship({
      about: { title: 'About', body: '<p>v1</p>' },
      contacts: { title: 'Contacts', body: '<p>v1</p>' },
    });
    expect(await seedInformationPages(db, dir)).toBe(2);
    expect(await seedInformationPages(db, dir)).toBe(0);
    await repository().writeByOperator('en', 'contacts', {
      title: 'Contacts',
      description: '',
      body: '<p>operator</p>',
      style: '',
      order: null,
      publishedAt: null,
    });

    await ship({
      about: { title: 'About', body: '<p>v2</p>' },
      contacts: { title: 'Contacts', body: '<p>v2</p>' },
    });
    expect(await seedInformationPages(db, dir)).toBe(1);
    expect((await repository().find('en', 'about'))?.body).toBe('<p>v2</p>');
    expect((await repository().find('en', 'contacts'))?.body).toBe('<p>operator</p>');
  });

  it('refuses a page whose body file is missing', async () => {
    await writeFile(join(dir, 'en', 'pages.json'), JSON.stringify({ about: { title: 'About' } }));
    await expect(seedInformationPages(db, dir)).rejects.toThrow(
      'en/pages.json names about, which has no about.html',
    );
  });

  it('refuses a body file the manifest does not name', async () => {
    await ship({ about: { title: 'About', body: '<p>x</p>' } });
    await writeFile(join(dir, 'en', 'stray.html'), '<p>stray</p>');
    await expect(seedInformationPages(db, dir)).rejects.toThrow(
      'en/stray.html is not in en/pages.json',
    );
  });

  it('refuses a manifest with a path the site cannot serve', async () => {
    await writeFile(join(dir, 'en', 'pages.json'), JSON.stringify({ 'About Us': { title: 'x' } }));
    await expect(seedInformationPages(db, dir)).rejects.toThrow('en/pages.json');
  });
});

describe('the information pages the release ships', () => {
  it('exist in every site language alike, with a title and a body each', async () => {
    const pages = await readShippedPages();
    const paths = (lng: string) =>
      pages
        .filter((page) => page.lng === lng)
        .map((page) => page.path)
        .sort();
    for (const lng of SITE_LANGUAGES) expect([lng, paths(lng)]).toEqual([lng, paths('en')]);
    expect(paths('en')).toEqual(
      expect.arrayContaining([
        'about',
        'contacts',
        'rules/sport',
        'rules/sport/settlement',
        'news',
      ]),
    );
    expect(pages.filter((page) => page.body === '' || page.title === '')).toEqual([]);
  });

  it('give a page that lists others, in every language that has it, all the pages English lists', async () => {
    // A page lists the pages under it in its own language only (a rules group its chapters, news its
    // articles), so a translated one missing a page would hide that page from its readers.
    const pages = await readShippedPages();
    const under = (lng: string, parent: string) =>
      pages
        .filter((page) => page.lng === lng && page.path.startsWith(`${parent}/`))
        .filter((page) => !page.path.slice(parent.length + 1).includes('/'))
        .map((page) => page.path)
        .sort();
    const lists = pages.filter((page) => page.lng !== 'en' && under('en', page.path).length > 0);
    expect(lists.map((page) => `${page.lng}/${page.path}`)).toEqual(
      expect.arrayContaining(['ru/rules/sport', 'kz/news', 'uz/rules/bonuses']),
    );
    for (const page of lists) {
      expect([page.lng, page.path, under(page.lng, page.path)]).toEqual([
        page.lng,
        page.path,
        under('en', page.path),
      ]);
    }
  });

  it('link to other pages of the site through the language placeholder only', async () => {
    const pages = await readShippedPages();
    const fixed = pages.filter((page) => /href="\/(ru|en|ua|kz|az|uz)\//.test(page.body));
    expect(fixed.map((page) => `${page.lng}/${page.path}`)).toEqual([]);
  });
});
