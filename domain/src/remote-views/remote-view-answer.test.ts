import { readRemoteViewAnswer, remoteViewPath } from './remote-view-answer';

const complete = {
  appName: 'information',
  title: 'About us',
  body: '<p>Licensed bookmaker.</p>',
  style: '.a{color:red}',
  cssToLoad: ['/assets/info.css'],
  codeToEval: 'void 0;',
  scriptsToLoad: ['/assets/info.js'],
  head: '<meta name="description" content="About">',
};

describe('reading a JSON render-mode answer', () => {
  it('accepts a complete answer as it is', () => {
    expect(readRemoteViewAnswer(complete, 'information')).toEqual({
      valid: true,
      answer: complete,
    });
  });

  it('reads absent or null optional fields as empty', () => {
    const reading = readRemoteViewAnswer(
      { appName: 'information', title: 'T', body: '', style: null, codeToEval: null },
      'information',
    );
    expect(reading).toEqual({
      valid: true,
      answer: {
        appName: 'information',
        title: 'T',
        body: '',
        style: '',
        cssToLoad: [],
        codeToEval: '',
        scriptsToLoad: [],
        head: '',
      },
    });
  });

  it.each([
    ['not an object', 'oops', 'the answer is not a JSON object'],
    ['a list', [], 'the answer is not a JSON object'],
    ['null', null, 'the answer is not a JSON object'],
    ['no title', { ...complete, title: undefined }, 'title must be a string'],
    ['a numeric body', { ...complete, body: 7 }, 'body must be a string'],
    ['no appName', { ...complete, appName: undefined }, 'appName must be a string'],
    ['a style object', { ...complete, style: {} }, 'style must be a string, null or absent'],
    [
      'scripts as text',
      { ...complete, scriptsToLoad: '/a.js' },
      'scriptsToLoad must be a list of URLs',
    ],
    [
      'css with a number',
      { ...complete, cssToLoad: ['/a.css', 1] },
      'cssToLoad must be a list of URLs',
    ],
    [
      'code as a number',
      { ...complete, codeToEval: 1 },
      'codeToEval must be a string, null or absent',
    ],
    ['another app', { ...complete, appName: 'casino' }, 'appName is "casino", not "information"'],
  ])('refuses %s', (_case, value, problem) => {
    const reading = readRemoteViewAnswer(value, 'information');
    expect(reading.valid).toBe(false);
    expect(reading.valid ? [] : reading.problems).toContain(problem);
  });

  it('lists every problem of an answer at once', () => {
    const reading = readRemoteViewAnswer({ appName: 'information', body: 1 }, 'information');
    expect(reading.valid ? [] : reading.problems).toEqual([
      'title must be a string',
      'body must be a string',
    ]);
  });
});

describe('the path of a JSON view', () => {
  it('is the view URL plus the current path', () => {
    expect(remoteViewPath('information', '/ru/rules/sport/1')).toBe(
      '/views/information/ru/rules/sport/1',
    );
    expect(remoteViewPath('information', 'en/about')).toBe('/views/information/en/about');
  });
});
