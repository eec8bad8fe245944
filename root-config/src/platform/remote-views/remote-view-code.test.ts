import type { RemoteViewsConfig } from '@betshell/domain';
import { fakeScheduler, rootStoreFixture } from '@betshell/domain/testing';
import { remoteViewsHarness } from './remote-views-harness';

type Ran = { ran?: unknown[] };

/** Trusted Types as Chromium gives them: the policy's output is an object, not a string. */
function installTrustedTypes() {
  const created: string[] = [];
  (window as { trustedTypes?: unknown }).trustedTypes = {
    createPolicy(
      name: string,
      rules: {
        createHTML?: (input: string) => string;
        createScript?: (input: string) => string;
        createScriptURL?: (input: string) => string;
      },
    ) {
      created.push(name);
      const wrap = (rule: ((input: string) => string) | undefined) => (input: string) => ({
        toString: () => (rule === undefined ? '' : rule(input)),
      });
      return {
        createHTML: wrap(rules.createHTML),
        createScript: wrap(rules.createScript),
        createScriptURL: wrap(rules.createScriptURL),
      };
    },
  };
  return created;
}

async function showWithCode(
  codeToEval: string,
  remoteViews: RemoteViewsConfig = { codeToEval: true, trustedOrigins: ['self'] },
  baseUrl?: string,
) {
  const fixture = await rootStoreFixture({ language: 'en', config: { remoteViews } });
  const clock = fakeScheduler();
  const harness = await remoteViewsHarness({
    fixture,
    scheduler: clock.scheduler,
    answer: () => ({
      status: 200,
      data: {
        appName: 'information',
        title: 'Contacts',
        body: '<p class="hours">Support</p>',
        codeToEval,
      },
    }),
  });
  harness.views.show(
    harness.element,
    { kind: 'json', appName: 'information', ...(baseUrl === undefined ? {} : { baseUrl }) },
    { pathname: '/en/contacts' },
  );
  await clock.advance(0);
  return harness;
}

describe('the code of a JSON view', () => {
  let warn: jest.SpyInstance;
  beforeEach(() => {
    (window as Ran).ran = [];
    warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    delete (window as { trustedTypes?: unknown }).trustedTypes;
    warn.mockRestore();
    document.body.replaceChildren();
  });

  it('runs under the betshell-remote-view policy, after the HTML is in place, with the view as this', async () => {
    const policies = installTrustedTypes();
    const { element } = await showWithCode(
      'window.ran.push(this.querySelector(".hours").textContent)',
    );
    // DOMPurify makes one of its own for the HTML it returns.
    expect(policies).toContain('betshell-remote-view');
    expect((window as Ran).ran).toEqual(['Support']);
    expect(
      element.querySelector('[data-remote-view-state]')?.getAttribute('data-remote-view-state'),
    ).toBe('ready');
  });

  it('is not run when the site switched codeToEval off', async () => {
    installTrustedTypes();
    await showWithCode('window.ran.push(1)', { codeToEval: false, trustedOrigins: ['self'] });
    expect((window as Ran).ran).toEqual([]);
    expect(warn).toHaveBeenCalledWith(
      'remote view information: codeToEval refused for http://localhost',
      null,
    );
  });

  it('is not run for a view of an origin the site does not trust', async () => {
    installTrustedTypes();
    await showWithCode('window.ran.push(1)', undefined, 'https://views.partner.example');
    expect((window as Ran).ran).toEqual([]);
  });

  it('is not run in a browser without Trusted Types', async () => {
    await showWithCode('window.ran.push(1)');
    expect((window as Ran).ran).toEqual([]);
    expect(warn).toHaveBeenCalledWith(
      'remote view information: codeToEval refused without Trusted Types',
      null,
    );
  });

  it('logs a warning when the code is invalid, and the view stays', async () => {
    installTrustedTypes();
    const { element } = await showWithCode('this is not javascript');
    expect(warn).toHaveBeenCalledWith('Invalid evaluated remote code', expect.any(SyntaxError));
    expect(element.textContent).toContain('Support');
  });

  it('logs a warning when the code throws', async () => {
    installTrustedTypes();
    await showWithCode('throw new Error("broken widget")');
    expect(warn).toHaveBeenCalledWith('Invalid evaluated remote code', expect.any(Error));
  });
});
