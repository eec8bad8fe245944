import { mountRootParcel, type LifeCycles } from 'single-spa';
import {
  fakeScheduler,
  rootStoreFixture,
  navigationEventFixture,
  settledRouteFixture,
} from '@betshell/domain/testing';
import { CHUNK_RELOAD_STAMP_KEY } from './session-reload-stamp';
import type { SystemLoader } from './parcel-view-transport';
import { remoteViewsHarness } from './remote-views-harness';

const MODULE = '@betshell/casino-lobby';
const URL_OF_MODULE = 'http://localhost/assets/app/casino-lobby@1.0.0.abc.js';
const chunkError = () =>
  new Error(
    `${URL_OF_MODULE}, http://localhost/ (SystemJS https://github.com/systemjs/systemjs/blob/main/docs/errors.md#3)`,
  );

/** A parcel that writes its name where it is mounted. */
function lobby(): LifeCycles<{ domElement: HTMLElement }> {
  return {
    bootstrap: () => Promise.resolve(),
    mount: (props) => {
      props.domElement.innerHTML = '<h1>Casino lobby</h1>';
      return Promise.resolve();
    },
    unmount: (props) => {
      props.domElement.replaceChildren();
      return Promise.resolve();
    },
  };
}

/** SystemJS as s.js behaves: an id that failed once fails for good. */
function fakeSystem(failures: number) {
  const imported: string[] = [];
  const integrity: Record<string, string> = { [URL_OF_MODULE]: 'sha384-lobby' };
  const system: SystemLoader = {
    import<T>(specifier: string) {
      imported.push(specifier);
      return imported.length <= failures
        ? Promise.reject(chunkError())
        : Promise.resolve(lobby() as T);
    },
    resolve: (specifier) => (specifier === MODULE ? URL_OF_MODULE : specifier),
    getImportMap: () => ({ integrity: { ...integrity } }),
    addImportMap: (map) => Object.assign(integrity, map.integrity),
  };
  return { system, imported, integrity };
}

async function harness(failures: number) {
  const fake = fakeSystem(failures);
  const fixture = await rootStoreFixture({ language: 'en' });
  const reload = jest.fn();
  const clock = fakeScheduler();
  const views = await remoteViewsHarness({
    fixture,
    scheduler: clock.scheduler,
    system: fake.system,
    mountRootParcel: (config, props) => mountRootParcel(config, props),
    reloadPage: reload,
  });
  return { ...views, ...fake, reload, fixture, clock };
}

describe('a parcel named in the import map', () => {
  beforeEach(() => {
    sessionStorage.clear();
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    jest.restoreAllMocks();
    document.body.replaceChildren();
  });

  it('imports it through SystemJS and mounts it with mountRootParcel', async () => {
    const { views, element, imported, clock } = await harness(0);
    const handle = views.show(element, { kind: 'parcel', module: MODULE });
    await clock.advance(0);
    expect(imported).toEqual([MODULE]);
    expect(handle.store.state).toBe('ready');
    expect(element.querySelector('h1')?.textContent).toBe('Casino lobby');
    handle.release();
    await clock.advance(0);
    expect(element.querySelector('h1')).toBeNull();
  });

  it('reloads the page once when its file does not arrive, then retries under a new id with the same integrity', async () => {
    const { views, element, imported, integrity, reload, clock } = await harness(2);
    const handle = views.show(element, { kind: 'parcel', module: MODULE });
    await clock.advance(0);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(Number(sessionStorage.getItem(CHUNK_RELOAD_STAMP_KEY))).toBeGreaterThan(0);

    await clock.advance(1000);
    expect(imported).toEqual([MODULE, `${URL_OF_MODULE}#retry-1`]);
    expect(integrity[`${URL_OF_MODULE}#retry-1`]).toBe('sha384-lobby');
    // Within 60 s of the last reload the guard lets the retries work instead.
    expect(reload).toHaveBeenCalledTimes(1);
    await clock.advance(2000);
    expect(imported).toHaveLength(3);
    expect(handle.store.state).toBe('ready');
  });

  it('does not reload the page for a file that did not arrive while the browser is offline', async () => {
    jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
    const { views, element, imported, reload, clock } = await harness(1);
    const handle = views.show(element, { kind: 'parcel', module: MODULE });
    await clock.advance(0);
    expect(reload).not.toHaveBeenCalled();
    expect(sessionStorage.getItem(CHUNK_RELOAD_STAMP_KEY)).toBeNull();

    await clock.advance(1000);
    expect(imported).toEqual([MODULE, `${URL_OF_MODULE}#retry-1`]);
    expect(handle.store.state).toBe('ready');
  });

  it('retries a micro-front five times before the error block', async () => {
    const { views, element, imported, clock } = await harness(99);
    const handle = views.show(element, { kind: 'parcel', module: MODULE });
    await clock.advance(1000 + 2000 + 4000 + 8000 + 16000);
    expect(imported).toHaveLength(6);
    expect(handle.store.state).toBe('error');
    expect(element.querySelector('[role="alert"]')?.hasAttribute('hidden')).toBe(false);
  });
});

describe('a parcel whose file stayed away until its retries were spent', () => {
  beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));
  afterEach(() => {
    jest.restoreAllMocks();
    document.body.replaceChildren();
  });

  it('mounts on refresh once the file is back, importing under an id that never failed', async () => {
    const fake = fakeSystem(0);
    // As s.js does: an id that failed once fails for good; the file is away until `back`.
    const failed = new Set<string>();
    let back = false;
    const system: SystemLoader = {
      ...fake.system,
      import<T>(specifier: string) {
        fake.imported.push(specifier);
        if (failed.has(specifier) || !back) {
          failed.add(specifier);
          return Promise.reject(chunkError());
        }
        return Promise.resolve(lobby() as T);
      },
    };
    const clock = fakeScheduler();
    const { views, element } = await remoteViewsHarness({
      fixture: await rootStoreFixture({ language: 'en' }),
      scheduler: clock.scheduler,
      system,
      mountRootParcel: (config, props) => mountRootParcel(config, props),
      reloadPage: jest.fn(),
    });
    const handle = views.show(element, { kind: 'parcel', module: MODULE });
    await clock.advance(1000 + 2000 + 4000 + 8000 + 16000);
    expect(handle.store.state).toBe('error');

    back = true;
    element.querySelector<HTMLButtonElement>('.bs-remote-view__refresh')?.click();
    await clock.advance(0);

    expect(handle.store.state).toBe('ready');
    expect(element.querySelector('h1')?.textContent).toBe('Casino lobby');
    expect(new Set(fake.imported).size).toBe(fake.imported.length);
  });
});

describe('an application that is a remote view', () => {
  beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));
  afterEach(() => {
    jest.restoreAllMocks();
    document.body.replaceChildren();
  });

  it('shows the JSON view of each path it is mounted on, and lets the previous one go', async () => {
    const fixture = await rootStoreFixture({ language: 'en' });
    const main = document.createElement('main');
    main.id = 'shell-main';
    document.body.append(main);
    const clock = fakeScheduler();
    const { views, requests, bus } = await remoteViewsHarness({
      fixture,
      scheduler: clock.scheduler,
      answer: (config) =>
        config.url?.endsWith('/en/missing')
          ? { status: 404 }
          : {
              status: 200,
              data: { appName: 'information', title: 'T', body: `<p>${config.url ?? ''}</p>` },
            },
    });
    const onFinalStatus = jest.fn();
    const app = views.application({ kind: 'json', appName: 'information' }, { onFinalStatus });
    await (app.mount as (props: object) => Promise<void>)({ name: 'view:information' });
    await clock.advance(0);
    const slot = document.getElementById('single-spa-application:view:information');
    expect(slot?.parentElement).toBe(main);
    expect(requests.map((request) => request.url)).toEqual(['http://localhost/views/information/']);

    const page = settledRouteFixture({ name: 'about', area: 'information' });
    bus.next(navigationEventFixture('/en/about', 'en', { page }));
    await clock.advance(0);
    expect(slot?.querySelectorAll('.bs-remote-view')).toHaveLength(1);
    expect(slot?.querySelector('.bs-remote-view__content')?.textContent).toBe(
      'http://localhost/views/information/en/about',
    );

    bus.next(navigationEventFixture('/en/missing', 'en', { page }));
    await clock.advance(0);
    expect(onFinalStatus).toHaveBeenCalledWith(404, '/en/missing');

    await (app.unmount as (props: object) => Promise<void>)({ name: 'view:information' });
    expect(slot?.children).toHaveLength(0);
  });
});

describe('an application whose slot the server painted first', () => {
  beforeEach(() => {
    sessionStorage.clear();
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    jest.restoreAllMocks();
    document.body.replaceChildren();
  });

  const paintedSlot = () => {
    const slot = document.createElement('div');
    slot.id = `single-spa-application:${MODULE}`;
    slot.innerHTML = '<section data-first-paint>painted by the server</section>';
    document.body.append(slot);
    return slot;
  };

  it('keeps the painted markup while the parcel loads and drops it once the parcel is ready', async () => {
    const { views, clock } = await harness(1);
    const slot = paintedSlot();
    const app = views.application({ kind: 'parcel', module: MODULE });
    await (app.mount as (props: object) => Promise<void>)({ name: MODULE });
    expect(slot.querySelector('[data-first-paint]')).not.toBeNull();
    // The first import fails: still loading, the painted banner stays instead of a gap.
    await clock.advance(0);
    expect(slot.querySelector('[data-first-paint]')).not.toBeNull();
    await clock.advance(1000);
    expect(slot.querySelector('h1')?.textContent).toBe('Casino lobby');
    expect(slot.querySelector('[data-first-paint]')).toBeNull();
  });

  it('drops it for the error block when the retries are spent, and when unmounted before', async () => {
    const failing = await harness(99);
    const slot = paintedSlot();
    const app = failing.views.application({ kind: 'parcel', module: MODULE });
    await (app.mount as (props: object) => Promise<void>)({ name: MODULE });
    await failing.clock.advance(1000 + 2000 + 4000 + 8000 + 16000);
    expect(slot.querySelector('[role="alert"]')?.hasAttribute('hidden')).toBe(false);
    expect(slot.querySelector('[data-first-paint]')).toBeNull();

    document.body.replaceChildren();
    const other = await harness(99);
    const again = paintedSlot();
    const unmounted = other.views.application({ kind: 'parcel', module: MODULE });
    await (unmounted.mount as (props: object) => Promise<void>)({ name: MODULE });
    await (unmounted.unmount as (props: object) => Promise<void>)({ name: MODULE });
    expect(again.querySelector('[data-first-paint]')).toBeNull();
  });
});
