import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { useOpsTestServer } from './ops-test-server';
import { paragraphsOf } from './seo-content-verbs';

describe('npm run ops -- seo content and seo visual', () => {
  const server = useOpsTestServer();
  const { ops } = server;
  const call = async (kind: 'content' | 'visual', url: string, lng: string) =>
    (
      await server.testApp.app.inject(
        `/web-api/seo/${kind}?url=${encodeURIComponent(url)}&lng=${lng}`,
      )
    ).json<Record<string, unknown>>();

  it('splits text into paragraphs on blank lines', () => {
    expect(paragraphsOf('One.\n\n  Two,\nstill two. \n\n\n')).toEqual(['One.', 'Two,\nstill two.']);
  });

  it('lists and prints the released content of a language', async () => {
    const list = await ops('seo', 'content', 'list', '--lng', 'en');
    expect(list.code).toBe(0);
    expect(list.out).toContain(
      'en /line/*: "The sports betting line", 2 paragraph(s) (as released)',
    );
    expect(list.out).not.toContain('ru /');

    const get = await ops('seo', 'content', 'get', 'ru', '/casino/*');
    expect(get.code).toBe(0);
    expect(get.out).toContain('ru /casino/*: "Онлайн-казино Betshell"');
  });

  it('creates, changes and removes content, which the call answers at once', async () => {
    const created = await ops(
      'seo',
      'content',
      'set',
      'en',
      '/promotions/*',
      '--heading',
      'Offers',
      '--text',
      'First offer.\n\nSecond offer.',
    );
    expect(created).toMatchObject({ code: 0 });
    expect(created.out).toContain('created SEO content en /promotions/*: "Offers", 2 paragraph(s)');
    expect(await call('content', '/en/promotions/7', 'en')).toEqual({
      content: {
        urlPath: '/promotions/*',
        heading: 'Offers',
        paragraphs: ['First offer.', 'Second offer.'],
      },
    });

    const file = join(server.dir, 'offers.txt');
    await writeFile(file, 'Only one now.\n');
    const changed = await ops('seo', 'content', 'set', 'en', '/promotions/*', '--text-file', file);
    expect(changed.out).toContain('updated SEO content en /promotions/*: "Offers", 1 paragraph(s)');

    expect((await ops('seo', 'content', 'remove', 'en', '/promotions/*')).code).toBe(0);
    const again = await ops('seo', 'content', 'remove', 'en', '/promotions/*');
    expect(again.code).toBe(1);
    expect(again.err).toContain('there is no SEO content en /promotions/*');
  });

  it('refuses a new entry without a heading and a set with nothing to change', async () => {
    const refused = await ops('seo', 'content', 'set', 'en', '/results/*', '--text', 'x');
    expect(refused.code).toBe(1);
    expect(refused.err).toContain('give it a heading');
    const empty = await ops('seo', 'content', 'set', 'en', '/');
    expect(empty.code).toBe(1);
    expect(empty.err).toContain('nothing to change');
  });

  it('sets a visual with its image size, and refuses an image without one', async () => {
    const set = await ops(
      'seo',
      'visual',
      'set',
      'en',
      '/results/*',
      '--h1',
      'Results',
      '--image',
      '/web-api/media/seo/line.svg',
      '--alt',
      'Results',
      '--width',
      '600',
      '--height',
      '200',
    );
    expect(set.code).toBe(0);
    expect(set.out).toContain(
      'created SEO visual en /results/*: "Results", image /web-api/media/seo/line.svg 600x200',
    );
    expect(await call('visual', '/en/results', 'en')).toMatchObject({
      visual: { h1: 'Results', image: { width: 600, height: 200, alt: 'Results' } },
    });

    const unsized = await ops('seo', 'visual', 'set', 'en', '/results/*', '--image', '/x.svg');
    expect(unsized.code).toBe(1);
    expect(unsized.err).toContain('needs --width and --height');

    const none = await ops('seo', 'visual', 'set', 'en', '/results/*', '--image', 'none');
    expect(none.out).toContain('image none');
    expect((await ops('seo', 'visual', 'list', '--lng', 'en')).out).toContain(
      'en /results/*: "Results", image none (edited by an operator',
    );
  });
});
