import { answeredCaptcha, arrivedVisitor, setUpAuthTestApp } from '../test-support/auth-test-setup';
import { type TestVisitor } from '../test-support/test-visitor';

describe('the captcha service', () => {
  const setup = setUpAuthTestApp();
  const { clock } = setup;

  let visitor: TestVisitor;
  beforeEach(async () => {
    visitor = await arrivedVisitor(setup.testApp);
  });

  const captchaAnswered = (answer: string) => answeredCaptcha(setup.testApp, visitor, answer);

  it('draws an SVG image that lives five minutes', async () => {
    const response = await visitor.get('/web-api/captcha/update');
    const body = response.json<{ captchaId: string; image: string; type: string; time: number }>();

    expect(response.headers['cache-control']).toBe('no-store');
    expect(body.type).toBe('image');
    expect(body.time).toBe(300);
    const svg = Buffer.from(
      body.image.replace('data:image/svg+xml;base64,', ''),
      'base64',
    ).toString();
    expect(svg).toMatch(/^<svg[^>]*>.*<path/s);
  });

  it('tells the time left, counting down to 0', async () => {
    const captchaId = await captchaAnswered('abcde');
    clock.advance(100_000);
    const left = await visitor.get(`/web-api/captcha/gettime?captchaId=${captchaId}`);
    clock.advance(200_000);
    const none = await visitor.get(`/web-api/captcha/gettime?captchaId=${captchaId}`);

    expect(left.json()).toEqual({ time: 200 });
    expect(none.json()).toEqual({ time: 0 });
  });

  it('validates an answer in any case, with the spec answer', async () => {
    const captchaId = await captchaAnswered('abcde');

    const response = await visitor.post('/web-api/captcha/validate', {
      captchaId,
      captcha: ' AbCdE ',
    });

    expect(response.json()).toEqual({
      success: true,
      type: 'image',
      time: 300,
      error_message: null,
    });
  });

  it('spends the captcha after three wrong answers', async () => {
    const captchaId = await captchaAnswered('abcde');
    const answers = [];
    for (let i = 0; i < 3; i++) {
      answers.push(
        (await visitor.post('/web-api/captcha/validate', { captchaId, captcha: 'wrong' })).json(),
      );
    }
    const right = await visitor.post('/web-api/captcha/validate', { captchaId, captcha: 'abcde' });

    expect(answers[0]).toEqual({
      success: false,
      type: 'image',
      time: 300,
      error_message: 'The answer is wrong: try again',
    });
    expect(answers[2]).toMatchObject({ success: false, time: 0 });
    expect(right.json()).toMatchObject({
      success: false,
      error_message: 'The captcha has expired or was used: get a new one',
    });
  });

  it('lets 20 parallel answers compare three, and the right one among the last does not pass', async () => {
    const captchaId = await captchaAnswered('abcde');
    const guesses = [...Array.from({ length: 19 }, (_, i) => `wrong${i}`), 'abcde'];

    const burst = await Promise.all(
      guesses.map((captcha) => visitor.post('/web-api/captcha/validate', { captchaId, captcha })),
    );

    const wrong = burst.filter(
      (answer) =>
        answer.json<{ error_message?: string }>().error_message ===
        'The answer is wrong: try again',
    );
    expect(wrong.length).toBeLessThanOrEqual(2);
    expect(burst.at(-1)?.json()).toMatchObject({ success: false });
    const [row] = await setup.testApp.database.query<{ attempts: number }>(
      'select attempts from captchas where id = $1',
      [captchaId],
    );
    expect(Number(row?.attempts)).toBe(3);
  });

  it("refuses an answer past the captcha's life", async () => {
    const captchaId = await captchaAnswered('abcde');
    clock.advance(300_000);

    const response = await visitor.post('/web-api/captcha/validate', {
      captchaId,
      captcha: 'abcde',
    });

    expect(response.json()).toMatchObject({ success: false, time: 0 });
  });

  it('answers 400 for a validate body without the answer', async () => {
    const response = await visitor.post('/web-api/captcha/validate', { captchaId: 'x' });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: { code: 'BAD_REQUEST' } });
  });
});
