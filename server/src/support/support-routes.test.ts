import { opsRequest } from '../test-support/build-test-app';
import { lastMessageTo } from '../test-support/auth-fixtures';
import { arrivedVisitor, setUpAuthTestApp, signedInPlayer } from '../test-support/auth-test-setup';
import { createTestVisitor, type TestVisitor } from '../test-support/test-visitor';
import {
  EXE_BYTES,
  JPEG_BYTES,
  multipartBody,
  PNG_BYTES,
  type MultipartFile,
} from '../uploads/upload-fixtures';

interface Thread {
  id: number;
  topic: string;
  subTopic: string | null;
  paymentId: number | null;
  paymentConsultant: string | null;
  status: string;
  unread: number;
  messages: {
    author: string;
    body: string;
    attachments: { id: string; fileName: string; mediaType: string }[];
  }[];
}

describe('support requests', () => {
  const setup = setUpAuthTestApp();

  const send = (
    visitor: TestVisitor,
    url: string,
    fields: Record<string, string>,
    files: MultipartFile[] = [],
  ) => {
    const { payload, headers } = multipartBody(fields, files);
    return visitor.request({ method: 'POST', url, payload, headers });
  };
  const open = (visitor: TestVisitor, fields: Record<string, string>, files?: MultipartFile[]) =>
    send(visitor, '/web-api/support/requests', fields, files);
  const uploadRows = async () =>
    Number(
      (await setup.testApp.database.query<{ n: string }>('select count(*) as n from uploads'))[0]!
        .n,
    );
  const requestRows = async () =>
    Number(
      (
        await setup.testApp.database.query<{ n: string }>(
          'select count(*) as n from support_requests',
        )
      )[0]!.n,
    );

  it('opens a request with a photo, which an operator answers and the player then reads', async () => {
    const { visitor, userId } = await signedInPlayer(setup);
    const email = `player-${userId}@example.com`;
    await setup.testApp.database.query('update players set email = $2 where id = $1', [
      userId,
      email,
    ]);
    const opened = await open(
      visitor,
      { topic: 'deposit', message: '  My deposit is missing  ', language: 'en' },
      [
        {
          field: 'attachment',
          fileName: 'receipt.jpg',
          contentType: 'image/jpeg',
          bytes: JPEG_BYTES,
        },
      ],
    );
    expect(opened.statusCode).toBe(200);
    const thread = opened.json<Thread>();
    expect(thread).toMatchObject({ topic: 'deposit', status: 'open', unread: 0, paymentId: null });
    expect(thread.messages).toMatchObject([
      {
        author: 'player',
        body: 'My deposit is missing',
        attachments: [
          {
            fileName: 'receipt.jpg',
            mediaType: 'image/jpeg',
            sizeBytes: JPEG_BYTES.length,
          },
        ],
      },
    ]);
    const fileId = thread.messages[0]!.attachments[0]!.id;
    const file = await visitor.get(`/web-api/support/uploads/${fileId}`);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload).toEqual(JPEG_BYTES);
    expect(file.headers['content-disposition']).toMatch(/^attachment;/u);
    expect(file.headers['x-content-type-options']).toBe('nosniff');

    // The operator sees it among the open requests, with the player and the file.
    const listed = await opsRequest(setup.testApp, 'GET', '/support/requests?status=open');
    expect(listed.json<{ requests: { id: number; playerId: number }[] }>().requests).toContainEqual(
      expect.objectContaining({ id: thread.id, playerId: userId }),
    );
    const operatorFile = await opsRequest(setup.testApp, 'GET', `/uploads/${fileId}`);
    expect(operatorFile.statusCode).toBe(200);
    expect(operatorFile.rawPayload).toEqual(JPEG_BYTES);

    const answered = await opsRequest(
      setup.testApp,
      'POST',
      `/support/requests/${thread.id}/answer`,
      {
        message: 'We found it: it is credited now.',
      },
    );
    expect(answered.statusCode).toBe(200);
    expect(answered.json<Thread>().status).toBe('answered');
    // A letter says so in the request's language and leads to the thread; the answer stays in
    // the office, behind the sign-in.
    const letter = await lastMessageTo(setup.testApp, email);
    expect(letter?.subject).toBe(`Support has answered your request #${thread.id}`);
    expect(letter?.body).toContain(' /en/office/support/history');
    expect(letter?.body).toContain('/en/stopnewsletter?token=');
    expect(letter?.body).not.toContain('credited now');

    expect((await visitor.get('/web-api/support/summary')).json()).toEqual({ open: 1, unread: 1 });
    const list = (await visitor.get('/web-api/support/requests')).json<{
      open: number;
      unread: number;
      requests: { id: number; status: string; unread: number; lastMessage: string }[];
    }>();
    expect(list).toMatchObject({ open: 1, unread: 1 });
    expect(list.requests).toEqual([
      expect.objectContaining({
        id: thread.id,
        status: 'answered',
        unread: 1,
        lastMessage: 'We found it: it is credited now.',
      }),
    ]);

    const read = (await visitor.get(`/web-api/support/requests/${thread.id}`)).json<Thread>();
    expect(read.messages.map((m) => [m.author, m.body])).toEqual([
      ['player', 'My deposit is missing'],
      ['operator', 'We found it: it is credited now.'],
    ]);
    expect((await visitor.get('/web-api/support/summary')).json()).toEqual({ open: 1, unread: 0 });

    // A reply opens it again; once closed it takes no more messages.
    const replied = await send(visitor, `/web-api/support/requests/${thread.id}/messages`, {
      message: 'Thank you',
    });
    expect(replied.json<Thread>().status).toBe('open');
    const closed = await opsRequest(setup.testApp, 'POST', `/support/requests/${thread.id}/close`);
    expect(closed.json<Thread>().status).toBe('closed');
    const late = await send(visitor, `/web-api/support/requests/${thread.id}/messages`, {
      message: 'One more thing',
    });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ error: { code: 'SUPPORT_REQUEST_CLOSED' } });
    expect((await visitor.get('/web-api/support/summary')).json()).toEqual({ open: 0, unread: 0 });
    // The whole life of a request in one test: twenty calls, more than jest's 5 s on a busy machine.
  }, 30_000);

  it('shows a player neither another player’s request nor its files', async () => {
    const one = await signedInPlayer(setup);
    const other = await signedInPlayer(setup);
    const thread = (
      await open(one.visitor, { topic: 'casino', message: 'A game froze' }, [
        { field: 'attachment', fileName: 'screen.png', bytes: PNG_BYTES },
      ])
    ).json<Thread>();
    const fileId = thread.messages[0]!.attachments[0]!.id;
    expect((await other.visitor.get(`/web-api/support/requests/${thread.id}`)).statusCode).toBe(
      404,
    );
    expect((await other.visitor.get(`/web-api/support/uploads/${fileId}`)).statusCode).toBe(404);
    const reply = await send(other.visitor, `/web-api/support/requests/${thread.id}/messages`, {
      message: 'mine now',
    });
    expect(reply.statusCode).toBe(404);
    expect((await other.visitor.get('/web-api/support/requests')).json()).toEqual({
      open: 0,
      unread: 0,
      requests: [],
    });
  });

  it('links a payment request to the player’s own payment and keeps the consultant’s reference', async () => {
    const { visitor, userId } = await signedInPlayer(setup);
    const [payment] = await setup.testApp.database.query<{ id: string }>(
      `insert into payments (player_id, account_id, kind, amount_minor, currency, status_id, idempotency_key)
       select $1, id, 'withdrawal', 50000, 'RUB', 1, 'support-test' from accounts where player_id = $1
       returning id`,
      [userId],
    );
    const paymentId = String(payment!.id);
    const made = await open(visitor, {
      topic: 'withdrawal',
      subTopic: 'not-received',
      paymentId,
      paymentConsultant: '1',
      message: 'The money has not arrived',
    });
    expect(made.statusCode).toBe(200);
    expect(made.json<Thread>()).toMatchObject({
      topic: 'withdrawal',
      subTopic: 'not-received',
      paymentId: Number(paymentId),
      paymentConsultant: '1',
    });

    const other = await signedInPlayer(setup);
    for (const [who, fields] of [
      [other.visitor, { topic: 'withdrawal', subTopic: 'not-received', paymentId, message: 'x' }],
      [visitor, { topic: 'deposit', subTopic: 'not-credited', paymentId, message: 'x' }],
    ] as const) {
      const refused = await open(who, fields);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ error: { code: 'PAYMENT_NOT_FOUND' } });
    }
  });

  it.each([
    ['an unknown topic', { topic: 'jackpot', message: 'hi' }, 'BAD_REQUEST'],
    ['a blank message', { topic: 'other', message: '   ' }, 'BAD_REQUEST'],
    [
      'a message over 4000 characters',
      { topic: 'other', message: 'x'.repeat(4001) },
      'BAD_REQUEST',
    ],
    [
      'a sub-topic without a payment',
      { topic: 'deposit', subTopic: 'other', message: 'hi' },
      'BAD_REQUEST',
    ],
    [
      'a field the form does not have',
      { topic: 'other', message: 'hi', admin: '1' },
      'BAD_REQUEST',
    ],
  ])('refuses %s with 400, keeping nothing', async (_, fields, code) => {
    const { visitor } = await signedInPlayer(setup);
    const [requestsBefore, uploadsBefore] = [await requestRows(), await uploadRows()];
    const refused = await open(visitor, fields, [
      { field: 'attachment', fileName: 'ok.png', bytes: PNG_BYTES },
    ]);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ error: { code } });
    expect(typeof refused.json<{ error: { message: unknown } }>().error.message).toBe('string');
    expect([await requestRows(), await uploadRows()]).toEqual([requestsBefore, uploadsBefore]);
  });

  it.each([
    [
      'a file over 5 MB',
      { fileName: 'big.png', bytes: Buffer.concat([PNG_BYTES, Buffer.alloc(5 * 1024 * 1024)]) },
      'FILE_TOO_LARGE',
    ],
    [
      'a program renamed .png',
      { fileName: 'photo.png', bytes: EXE_BYTES },
      'FILE_TYPE_NOT_ALLOWED',
    ],
    [
      'a name with a path',
      { fileName: '..\\..\\photo.png', bytes: PNG_BYTES },
      'FILE_NAME_INVALID',
    ],
  ])(
    'refuses a request with %s, keeping neither the request nor any of its files',
    async (_, bad, code) => {
      const { visitor } = await signedInPlayer(setup);
      const [requestsBefore, uploadsBefore] = [await requestRows(), await uploadRows()];
      const refused = await open(visitor, { topic: 'verification', message: 'My documents' }, [
        { field: 'attachment', fileName: 'first.png', bytes: PNG_BYTES },
        { field: 'attachment', ...bad },
      ]);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ error: { code } });
      expect([await requestRows(), await uploadRows()]).toEqual([requestsBefore, uploadsBefore]);
    },
  );

  it('takes at most 3 files a message', async () => {
    const { visitor } = await signedInPlayer(setup);
    const file = { field: 'attachment', fileName: 'p.png', bytes: PNG_BYTES };
    const refused = await open(visitor, { topic: 'other', message: 'four files' }, [
      file,
      file,
      file,
      file,
    ]);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ error: { code: 'TOO_MANY_FILES' } });
  });

  it('refuses a visitor who is not signed in with 401', async () => {
    const visitor = await arrivedVisitor(setup.testApp);
    expect((await visitor.get('/web-api/support/requests')).statusCode).toBe(401);
    expect((await open(visitor, { topic: 'other', message: 'hi' })).statusCode).toBe(401);
  });

  describe('the visitor contact form', () => {
    it('keeps a visitor’s message for operators, whose answer goes by e-mail', async () => {
      const visitor = await arrivedVisitor(setup.testApp);
      const sent = await visitor.post('/web-api/support/contact?lng=en', {
        name: 'Anna',
        email: 'anna@example.com',
        message: 'How do I register?',
      });
      expect(sent.statusCode).toBe(200);
      const { id } = sent.json<{ success: true; id: number }>();

      const listed = await opsRequest(setup.testApp, 'GET', '/support/requests?status=open');
      expect(listed.json<{ requests: unknown[] }>().requests).toContainEqual(
        expect.objectContaining({
          id,
          playerId: null,
          visitorName: 'Anna',
          visitorEmail: 'anna@example.com',
          language: 'en',
          lastMessage: 'How do I register?',
        }),
      );
      await opsRequest(setup.testApp, 'POST', `/support/requests/${id}/answer`, {
        message: 'Press Registration at the top.',
      });
      const [mail] = await setup.testApp.database.query<{ recipient: string; body: string }>(
        `select recipient, body from outbox where recipient = 'anna@example.com' order by id desc limit 1`,
      );
      expect(mail).toEqual({
        recipient: 'anna@example.com',
        body: 'Press Registration at the top.',
      });
    });

    it.each([
      ['no e-mail', { name: 'A', message: 'hi' }],
      ['an e-mail that is not one', { name: 'A', email: 'nobody', message: 'hi' }],
      ['a blank message', { name: 'A', email: 'a@b.cd', message: '   ' }],
      ['an extra field', { name: 'A', email: 'a@b.cd', message: 'hi', topic: 'bets' }],
    ])('refuses a form with %s with 400', async (_, form) => {
      const visitor = await arrivedVisitor(setup.testApp);
      const sent = await visitor.post('/web-api/support/contact', form);
      expect(sent.statusCode).toBe(400);
      expect(sent.json()).toMatchObject({ error: { code: 'BAD_REQUEST' } });
    });

    it('lets one address send 5 forms an hour, then answers 429', async () => {
      const visitor = createTestVisitor(setup.testApp.app);
      await visitor.arrive();
      const form = { name: 'Bot', email: 'bot@example.com', message: 'spam' };
      const statuses: number[] = [];
      for (let i = 0; i < 6; i += 1) {
        statuses.push((await visitor.post('/web-api/support/contact', form)).statusCode);
      }
      expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    });
  });
});
