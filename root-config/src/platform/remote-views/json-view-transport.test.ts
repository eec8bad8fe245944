import type { RemoteViewsConfig } from '@betshell/domain';
import { jsonViewTransport, type JsonViewContext } from './json-view-transport';
import { scriptedHttp } from './remote-views-harness';
import type { ViewHtmlSanitizer } from './sanitize-view-html';

const ABOUT = {
  appName: 'information',
  title: 'About us',
  body: '<article><h1>About us</h1></article>',
  style: '',
  cssToLoad: [],
  codeToEval: '',
  scriptsToLoad: [],
  head: '',
};

/** A transport whose answer and sanitiser each arrive when the test says so. */
function transportUnderTest(answerStatus = 200) {
  let answer: () => void = () => undefined;
  const answered = new Promise<void>((resolve) => (answer = resolve));
  const { http } = scriptedHttp(() => ({ status: answerStatus, data: ABOUT }));
  http.interceptors.request.use(async (config) => {
    await answered;
    return config;
  });
  let giveSanitizer: (sanitizer: ViewHtmlSanitizer) => void = () => undefined;
  let failSanitizer: (error: Error) => void = () => undefined;
  const sanitizer = jest.fn(
    () =>
      new Promise<ViewHtmlSanitizer>((resolve, reject) => {
        giveSanitizer = resolve;
        failSanitizer = reject;
      }),
  );
  const context: JsonViewContext = {
    window,
    http,
    remoteViewsConfig: () => ({}) as RemoteViewsConfig,
    policy: () => null,
    sanitizer,
    nextTask: () => Promise.resolve(),
    warn: () => undefined,
  };
  const element = document.createElement('div');
  const transport = jsonViewTransport(
    context,
    { appName: 'information', pathname: '/en/about' },
    element,
  );
  return {
    transport,
    element,
    sanitizer,
    answer,
    giveSanitizer: (value: ViewHtmlSanitizer) => giveSanitizer(value),
    failSanitizer: (error: Error) => failSanitizer(error),
  };
}

const plainSanitizer: ViewHtmlSanitizer = {
  body: (html) => document.createRange().createContextualFragment(html),
  head: () => [],
};

describe('a JSON view and its sanitiser', () => {
  afterEach(() => {
    document.title = '';
  });

  it('asks for the sanitiser with the view, not after its answer', async () => {
    const under = transportUnderTest();
    const loading = under.transport.load(1);
    // The answer has not come yet, and the sanitiser (DOMPurify) is already on its way.
    expect(under.sanitizer).toHaveBeenCalledTimes(1);
    under.giveSanitizer(plainSanitizer);
    under.answer();
    await loading;
    expect(under.element.querySelector('h1')?.textContent).toBe('About us');
  });

  it('fails with the answer first when both fail, so a missing page is still reported as such', async () => {
    const under = transportUnderTest(404);
    const loading = under.transport.load(1);
    under.failSanitizer(new Error('dompurify did not load'));
    under.answer();
    await expect(loading).rejects.toMatchObject({ status: 404 });
  });

  it('fails with the sanitiser when the answer is good and the sanitiser is not', async () => {
    const under = transportUnderTest();
    const loading = under.transport.load(1);
    under.failSanitizer(new Error('dompurify did not load'));
    under.answer();
    await expect(loading).rejects.toThrow('dompurify did not load');
    expect(under.element.childElementCount).toBe(0);
  });
});
