import { judgeModuleUrl, parseModuleOrigins } from './module-url-policy';

const policy = { origins: ['https://cdn.example.com', 'http://127.0.0.1:9000'] };

describe('where a module of the import map may come from', () => {
  it.each([
    '/assets/app/header@0.1.0.c03be8d7d6.js',
    '/releases/header/0.2.0-1a2b3c4d5e/header.js',
  ])('allows the site file %s', (url) => {
    expect(judgeModuleUrl(url, policy)).toMatchObject({ allowed: true, kind: 'site' });
  });

  it.each(['https://cdn.example.com/header/0.2.0/header.js', 'http://127.0.0.1:9000/header.js'])(
    'allows %s from an allowed origin',
    (url) => {
      expect(judgeModuleUrl(url, policy)).toMatchObject({ allowed: true, kind: 'remote' });
    },
  );

  it.each([
    ['javascript:alert(1)', 'BAD_URL'],
    ['data:text/javascript,alert(1)', 'BAD_URL'],
    ['//cdn.example.com/header.js', 'BAD_URL'],
    ['/releases/../importmap.json', 'BAD_URL'],
    ['/releases/%2e%2e/importmap.json', 'BAD_URL'],
    ['/assets/header.js?v=2', 'BAD_URL'],
    ['header.js', 'BAD_URL'],
    ['http://cdn.example.com/header.js', 'BAD_URL'],
    ['https://user:secret@cdn.example.com/header.js', 'BAD_URL'],
    ['/web-api/user/config', 'URL_NOT_ALLOWED'],
    ['/importmap.json', 'URL_NOT_ALLOWED'],
    ['https://cdn.example.org/header.js', 'URL_NOT_ALLOWED'],
    ['https://cdn.example.com.evil.example/header.js', 'URL_NOT_ALLOWED'],
  ])('refuses %s as %s', (url, code) => {
    expect(judgeModuleUrl(url, policy)).toMatchObject({ allowed: false, code });
  });

  it('allows no other origin when none is listed', () => {
    expect(judgeModuleUrl('https://cdn.example.com/x.js', { origins: [] })).toMatchObject({
      allowed: false,
      code: 'URL_NOT_ALLOWED',
    });
  });

  it('reads the allowed origins, refusing anything that is not a bare origin', () => {
    expect(parseModuleOrigins(' https://cdn.example.com , ,http://127.0.0.1:9000')).toEqual({
      origins: ['https://cdn.example.com', 'http://127.0.0.1:9000'],
      problems: [],
    });
    expect(
      parseModuleOrigins('https://cdn.example.com/lib, ftp://files.example.com').problems,
    ).toHaveLength(2);
    expect(parseModuleOrigins(undefined)).toEqual({ origins: [], problems: [] });
  });
});
