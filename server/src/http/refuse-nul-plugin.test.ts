import { arrivedVisitor } from '../test-support/auth-test-setup';
import { TEST_AUTH_SETTINGS } from '../test-support/auth-fixtures';
import { buildTestApp, type TestApp } from '../test-support/build-test-app';
import { DATABASE_SETUP_TIMEOUT_MS } from '../test-support/create-test-database';
import { NUL_CHARACTER_CODE } from './refuse-nul-plugin';

describe('a NUL character anywhere in a request', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp({ auth: TEST_AUTH_SETTINGS });
  }, DATABASE_SETUP_TIMEOUT_MS);
  afterAll(() => testApp.close());

  const refusedAs400 = {
    error: { code: NUL_CHARACTER_CODE, message: expect.any(String) as unknown },
  };

  it.each([
    '/web-api/captcha/gettime?captchaId=%00',
    '/web-api/captcha/gettime?captchaId=abc%00def',
    '/web-api/dictionary/%00',
    '/web-api/seo/page?url=%2Fen%00&lng=en',
    '/bff-api/config/all.json?lang=%00',
  ])('answers 400 in the error shape, never 500, in the address: GET %s', async (url) => {
    const response = await testApp.app.inject({ method: 'GET', url });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(refusedAs400);
  });

  it('answers 400 in a cookie the server reads', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/auth-api/v1/check',
      headers: { cookie: 'betshell_session=abc%00' },
    });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(refusedAs400);
  });

  it('answers 400 in a JSON body, at any depth', async () => {
    const visitor = await arrivedVisitor(testApp);

    const login = await visitor.post('/auth-api/v1/login', {
      form: 'login_password',
      uLogin: 'a\u0000@example.com',
      uPassword: 'x',
    });
    const validate = await visitor.post('/web-api/captcha/validate', {
      captchaId: '\u0000',
      captcha: 'abcde',
    });
    const nested = await visitor.post('/web-api/fingerprint', {
      componentsData: { screen: ['1920', 'x\u0000'] },
    });

    for (const response of [login, validate, nested]) {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(refusedAs400);
    }
  });

  it('leaves text without one alone, also a percent sign before two zeros that is not a NUL', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/web-api/captcha/gettime?captchaId=%2500',
    });

    expect(response.statusCode).toBe(200);
  });
});
