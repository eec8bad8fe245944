import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import { errorHandlerPlugin } from '../http/error-handler-plugin';
import { createSiteFixture, type SiteFixture } from '../test-support/create-site-fixture';
import { privateBuildFilesPlugin } from './private-build-files';
import { staticSitePlugin } from './static-site-plugin';

const MANIFEST = '/releases/header/0.1.0-0123456789/manifest.json';
const RELEASED_MAP = '/releases/header/0.1.0-0123456789/header.js.map';
const SOURCE_MAP = '/assets/vendor/root-config.3f2a9c.js.map';

describe('source maps and release manifests', () => {
  let fixture: SiteFixture;
  const apps: FastifyInstance[] = [];

  beforeAll(async () => {
    fixture = await createSiteFixture();
    const release = join(fixture.site.siteDir, 'releases', 'header', '0.1.0-0123456789');
    await mkdir(release, { recursive: true });
    await writeFile(join(release, 'manifest.json'), '{"commit":"4f2a","dirty":true}');
    await writeFile(join(release, 'header.js.map'), '{"version":3,"sourcesContent":["secret"]}');
    await writeFile(join(release, 'header.js'), 'System.register([], function () {});');
  });

  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
    await fixture.remove();
  });

  async function siteApp(mode: 'production' | 'development'): Promise<FastifyInstance> {
    const app = Fastify();
    await app.register(errorHandlerPlugin);
    await app.register(privateBuildFilesPlugin, { development: mode === 'development' });
    await app.register(fastifyStatic, {
      root: join(fixture.site.siteDir, 'releases'),
      prefix: '/releases/',
      decorateReply: false,
    });
    await app.register(staticSitePlugin, { ...fixture.site, mode });
    await app.ready();
    apps.push(app);
    return app;
  }

  it('are not served in production, while the files they describe are', async () => {
    const app = await siteApp('production');

    const answers = await Promise.all(
      [
        SOURCE_MAP,
        MANIFEST,
        RELEASED_MAP,
        `${SOURCE_MAP}?x=1`,
        '/assets/vendor/root-config.3f2a9c.js%2Emap',
        '/%61ssets/vendor/root-config.3f2a9c.js.map',
      ].map((url) => app.inject(url)),
    );
    const script = await app.inject('/releases/header/0.1.0-0123456789/header.js');

    expect(answers.map((answer) => answer.statusCode)).toEqual([404, 404, 404, 404, 404, 404]);
    expect(answers[1]!.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
    expect(answers.map((answer) => answer.body).join()).not.toContain('dirty');
    expect(script.statusCode).toBe(200);
  });

  it('are served in development', async () => {
    const app = await siteApp('development');

    const answers = await Promise.all([SOURCE_MAP, MANIFEST].map((url) => app.inject(url)));

    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
  });
});
