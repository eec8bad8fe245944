import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { frameworkErrors } from './framework-error-answers';
import { arrivedVisitor } from '../test-support/auth-test-setup';
import { TEST_AUTH_SETTINGS } from '../test-support/auth-fixtures';
import { buildTestApp, type TestApp } from '../test-support/build-test-app';
import { DATABASE_SETUP_TIMEOUT_MS } from '../test-support/create-test-database';
import type { TestVisitor } from '../test-support/test-visitor';

/** The one error body of decisions.md, with this code. */
const errorShape = (code: string) => ({
  error: { code, message: expect.any(String) as unknown },
});

/** Sends raw bytes to the server and answers what it wrote back before closing. */
function rawExchange(port: number, request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (answer += chunk));
    socket.on('close', () => resolve(answer));
    socket.on('error', (error) => (answer === '' ? reject(error) : resolve(answer)));
    socket.write(request);
  });
}

function parsed(raw: string): { status: number; contentType: string; body: unknown } {
  const [head = '', body = ''] = raw.split('\r\n\r\n');
  return {
    status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1]),
    contentType: /content-type: ([^\r\n]+)/i.exec(head)?.[1] ?? '',
    body: JSON.parse(body) as unknown,
  };
}

describe("the framework's own error answers", () => {
  let testApp: TestApp;
  let visitor: TestVisitor;
  beforeAll(async () => {
    testApp = await buildTestApp({ auth: TEST_AUTH_SETTINGS });
    visitor = await arrivedVisitor(testApp);
  }, DATABASE_SETUP_TIMEOUT_MS);
  afterAll(() => testApp.close());

  it('answers a broken percent-encoding in the path with 400 BAD_URL', async () => {
    const api = await testApp.app.inject({ method: 'GET', url: '/web-api/dictionary/%ff' });
    const root = await testApp.app.inject({ method: 'GET', url: '/%ff' });

    expect(api.statusCode).toBe(400);
    expect(api.json()).toEqual(errorShape('BAD_URL'));
    expect(root.statusCode).toBe(400);
    expect(root.json()).toEqual(errorShape('BAD_URL'));
  });

  // In the whole app the site's catch-all route answers such a path (404); a router with no
  // catch-all refuses it itself, and then in the error body too.
  it('answers a path parameter over the maximum length with 414 URI_TOO_LONG where no route catches it', async () => {
    const app = Fastify({ frameworkErrors });
    app.get('/coupon/:id', () => ({ ok: true }));
    const response = await app.inject({ method: 'GET', url: `/coupon/${'1'.repeat(500)}` });
    await app.close();

    expect(response.statusCode).toBe(414);
    expect(response.json()).toEqual(errorShape('URI_TOO_LONG'));
  });

  it('answers bad JSON, a body too large and an unknown media type in the error body', async () => {
    const badJson = await visitor.request({
      method: 'POST',
      url: '/web-api/captcha/validate',
      payload: '{"captchaId":',
      headers: { 'content-type': 'application/json' },
    });
    const tooLarge = await visitor.request({
      method: 'POST',
      url: '/web-api/captcha/validate',
      payload: JSON.stringify({ captchaId: 'x'.repeat(2_000_000), captcha: 'a' }),
      headers: { 'content-type': 'application/json' },
    });
    const media = await visitor.request({
      method: 'POST',
      url: '/web-api/captcha/validate',
      payload: '<captcha/>',
      headers: { 'content-type': 'application/xml' },
    });
    const emptyJson = await visitor.request({
      method: 'POST',
      url: '/web-api/captcha/validate',
      payload: '',
      headers: { 'content-type': 'application/json' },
    });

    expect([badJson.statusCode, badJson.json()]).toEqual([400, errorShape('BAD_REQUEST')]);
    expect([tooLarge.statusCode, tooLarge.json()]).toEqual([413, errorShape('PAYLOAD_TOO_LARGE')]);
    expect([media.statusCode, media.json()]).toEqual([415, errorShape('UNSUPPORTED_MEDIA_TYPE')]);
    expect([emptyJson.statusCode, emptyJson.json()]).toEqual([400, errorShape('BAD_REQUEST')]);
  });

  it('answers an unknown API path, and a method a path does not take, with 404 NOT_FOUND', async () => {
    const unknown = await testApp.app.inject({ method: 'GET', url: '/web-api/nothing-here' });
    const method = await testApp.app.inject({ method: 'PATCH', url: '/auth-api/v1/check' });

    expect([unknown.statusCode, unknown.json()]).toEqual([404, errorShape('NOT_FOUND')]);
    expect([method.statusCode, method.json()]).toEqual([404, errorShape('NOT_FOUND')]);
  });

  describe('on a listening server', () => {
    let port: number;
    beforeAll(async () => {
      await testApp.app.listen({ port: 0, host: '127.0.0.1' });
      port = (testApp.app.server.address() as AddressInfo).port;
    });

    it('answers a request line over the size limit with 431 in the error body', async () => {
      const raw = await rawExchange(
        port,
        `GET /web-api/captcha/gettime?captchaId=${'a'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`,
      );

      expect(parsed(raw)).toEqual({
        status: 431,
        contentType: 'application/json; charset=utf-8',
        body: errorShape('REQUEST_HEADER_FIELDS_TOO_LARGE'),
      });
    });

    it('answers headers over the size limit with 431, and broken HTTP with 400, in the error body', async () => {
      const headers = await rawExchange(
        port,
        `GET /healthz HTTP/1.1\r\nHost: x\r\nX-Big: ${'b'.repeat(20_000)}\r\n\r\n`,
      );
      const broken = await rawExchange(port, 'NOT HTTP AT ALL\r\n\r\n');

      expect(parsed(headers)).toMatchObject({
        status: 431,
        body: errorShape('REQUEST_HEADER_FIELDS_TOO_LARGE'),
      });
      expect(parsed(broken)).toMatchObject({ status: 400, body: errorShape('BAD_REQUEST') });
    });
  });
});
