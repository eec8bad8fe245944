import { useOpsTestServer } from './ops-test-server';

describe('npm run ops -- seo', () => {
  const server = useOpsTestServer();
  const { ops } = server;
  const pageData = async (url: string, lng: string) =>
    (
      await server.testApp.app.inject(`/web-api/seo/page?url=${encodeURIComponent(url)}&lng=${lng}`)
    ).json<{
      title: string;
      metaRobots: string | null;
      customCanonical: unknown;
    }>();

  it('lists the entries of a language', async () => {
    const run = await ops('seo', 'list', '--lng', 'en');

    expect(run.code).toBe(0);
    expect(run.out).toContain('en /line/*: "Sports betting line — Betshell" (as released)');
    expect(run.out).toContain('en /office/*: "Personal account — Betshell" [noindex, nofollow]');
    expect(run.out).not.toContain('ru /');
  });

  it('prints one entry', async () => {
    const run = await ops('seo', 'get', 'ru', '/casino/*');

    expect(run.code).toBe(0);
    expect(run.out).toContain('ru /casino/*: "Онлайн-казино — Betshell"');
    expect(run.out).toContain('canonical: the page itself');
  });

  it('changes an entry, which the page data answers at once', async () => {
    const run = await ops(
      'seo',
      'set',
      'en',
      '/promotions/*',
      '--title',
      'Offers',
      '--robots',
      'noindex, follow',
      '--canonical-mirror',
      'mirror.test',
    );

    expect(run.code).toBe(0);
    expect(run.out).toContain('updated SEO entry en /promotions/*: "Offers"');
    expect(await pageData('/en/promotions/5', 'en')).toMatchObject({
      title: 'Offers',
      metaRobots: 'noindex, follow',
      customCanonical: { mode: 'mirror', domain: 'mirror.test' },
    });
  });

  it('creates an entry for a new pattern only with a title', async () => {
    const refused = await ops('seo', 'set', 'en', '/slots/vulkan', '--description', 'D');
    expect(refused.code).not.toBe(0);
    expect(refused.err).toContain('give it a title');

    const run = await ops('seo', 'set', 'en', '/slots/vulkan', '--title', 'Vulkan');
    expect(run.code).toBe(0);
    expect(run.out).toContain('created SEO entry en /slots/vulkan');
    expect((await pageData('/en/slots/vulkan', 'en')).title).toBe('Vulkan');
  });

  it('removes an entry, and says so when there was none', async () => {
    expect((await ops('seo', 'remove', 'en', '/slots/vulkan')).code).toBe(0);
    expect((await pageData('/en/slots/vulkan', 'en')).title).toBe('Slots — Betshell');
    const again = await ops('seo', 'remove', 'en', '/slots/vulkan');
    expect(again.code).not.toBe(0);
    expect(again.err).toContain('there is no SEO entry en /slots/vulkan');
  });

  it('refuses a pattern that is not a path', async () => {
    const run = await ops('seo', 'set', 'en', 'casino', '--title', 'X');
    expect(run.code).not.toBe(0);
  });

  it('shows where a player came from, and refuses an id that is not a number', async () => {
    const [row] = await server.testApp.database.query<{ id: number }>(
      `insert into players (registration_type, currency, ref_id, group_id, referral_tag)
       values ('one_click', 'RUB', '77', '1', 'spring') returning id`,
    );
    const run = await ops('referral', 'show', String(row?.id));
    expect(run.code).toBe(0);
    expect(run.out).toContain(`player ${row?.id}: ref_id 77, group_id 1, tag spring, subid none`);

    const refused = await ops('referral', 'show', 'abc');
    expect(refused.code).not.toBe(0);
    expect(refused.err).toContain('abc is not a player id');
  });
});
