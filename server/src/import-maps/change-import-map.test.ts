import {
  createImportMapFixture,
  type ImportMapFixture,
} from '../test-support/create-import-map-fixture';
import {
  createMigratedTestDatabase,
  DATABASE_SETUP_TIMEOUT_MS,
  type TestDatabase,
} from '../test-support/create-test-database';
import { changeImportMap } from './change-import-map';
import { createImportMapContext } from './import-map-context';
import type { ImportMapContext } from './import-map-environments';
import type { ImportMapRepository } from './import-map-repository';

describe('changing an import map', () => {
  let fixture: ImportMapFixture;
  let testDatabase: TestDatabase;
  let context: ImportMapContext;

  beforeAll(async () => {
    fixture = await createImportMapFixture();
    testDatabase = await createMigratedTestDatabase();
    context = createImportMapContext(testDatabase.database, fixture.site);
    await fixture.release({ name: '@betshell/header', version: '0.2.0' });
    await fixture.release({ name: '@betshell/header', version: '0.3.0' });
    await fixture.release({ name: 'react', version: '19.3.1', development: true });
  }, DATABASE_SETUP_TIMEOUT_MS);

  afterAll(async () => {
    await testDatabase.dispose();
    await fixture.remove();
  });

  const who = { actor: 'test', reason: 'test' };

  /** The repository, with another writer that gets in first once, between read and write. */
  function racedBy(other: () => Promise<unknown>): ImportMapContext {
    let raced = false;
    const repository: ImportMapRepository = {
      ...context.repository,
      async write(...args) {
        if (!raced) {
          raced = true;
          await other();
        }
        return context.repository.write(...args);
      },
    };
    return { ...context, repository };
  }

  it('starts again from the new version when another writer got in first, keeping both changes', async () => {
    const raced = racedBy(() =>
      changeImportMap(
        context,
        'staging',
        { kind: 'pin', service: 'react', version: '19.3.1' },
        who,
      ),
    );
    const before = (await context.repository.read('staging')).version;

    const change = await changeImportMap(
      raced,
      'staging',
      { kind: 'pin', service: '@betshell/header', version: '0.2.0' },
      who,
    );

    expect(change.version).toBe(before + 2);
    expect(Object.keys((await context.repository.read('staging')).pins).sort()).toEqual([
      '@betshell/header',
      'react',
    ]);
  });

  it('refuses with 409 when the caller named the version another writer has just left', async () => {
    const { version } = await context.repository.read('staging');
    const raced = racedBy(() =>
      changeImportMap(context, 'staging', { kind: 'unpin', service: 'react' }, who),
    );

    await expect(
      changeImportMap(
        raced,
        'staging',
        { kind: 'pin', service: '@betshell/header', version: '0.3.0' },
        { ...who, ifVersion: version },
      ),
    ).rejects.toMatchObject({ statusCode: 409, code: 'IMPORT_MAP_CHANGED' });
    expect((await context.repository.read('staging')).pins['@betshell/header']?.facts.version).toBe(
      '0.2.0',
    );
  });

  it('pins the development build of a shared library in development, and the production one when promoted', async () => {
    await changeImportMap(
      context,
      'development',
      { kind: 'pin', service: 'react', version: '19.3.1' },
      who,
    );
    await changeImportMap(context, 'production', { kind: 'promote', from: 'development' }, who);

    const development = (await context.repository.read('development')).pins.react;
    const production = (await context.repository.read('production')).pins.react;
    expect(development?.url).toMatch(/\/react\.development\.js$/);
    expect(development?.facts.variant).toBe('development');
    expect(production?.url).toMatch(/\/react\.production\.js$/);
    expect(production?.facts.variant).toBe('production');
  });

  it('changes nothing, and records nothing, when the pins would stay the same', async () => {
    const { version } = await context.repository.read('production');

    const change = await changeImportMap(
      context,
      'production',
      { kind: 'promote', from: 'development' },
      who,
    );

    expect(change).toMatchObject({ changed: false, version });
    expect(await context.repository.history('production', 1)).toMatchObject([{ version }]);
  });
});
