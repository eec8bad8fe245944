import { mkdtempSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setUpAuthTestApp, signedInPlayer } from '../test-support/auth-test-setup';
import { opsRequest } from '../test-support/build-test-app';
import {
  balanceOf,
  depositThroughProvider,
  newIdempotencyKey,
} from '../test-support/payment-fixtures';
import type { TestVisitor } from '../test-support/test-visitor';
import { DEFAULT_MAX_UPLOAD_BYTES } from '../uploads/upload-store';
import { EXE_BYTES, multipartBody, PDF_BYTES, PNG_BYTES } from '../uploads/upload-fixtures';

const PERSONAL_DATA = {
  name: 'Anna-Maria',
  surname: "O'Neil",
  birthday: '1990-04-12',
  documentTypeId: 1,
  documentNumber: '45 12-345678',
  documentIssuedOn: '2015-06-01',
  documentExpiresOn: null,
  address: 'Tverskaya 1, Moscow',
  countryId: 1,
};

// One app and database for the file; each test signs a new player in.
describe('the office verification API', () => {
  const uploadsDir = join(mkdtempSync(join(tmpdir(), 'betshell-verification-')), 'uploads');
  const setup = setUpAuthTestApp({ start: new Date('2026-11-27T12:00:00Z'), uploadsDir });
  let visitor: TestVisitor;
  let userId: number;
  beforeEach(async () => {
    ({ userId, visitor } = await signedInPlayer(setup));
  });

  const put = (payload: object) =>
    visitor.request({ method: 'PUT', url: '/web-api/office/verification/personal-data', payload });
  const submit = () => visitor.post('/web-api/office/verification/submit', {});
  const ops = (method: 'GET' | 'POST', path: string, payload?: object) =>
    opsRequest(setup.testApp, method, path, payload);
  const upload = (kind: string, fileName: string, bytes: Buffer) => {
    const { payload, headers } = multipartBody({}, [{ field: 'file', fileName, bytes }]);
    return visitor.request({
      method: 'POST',
      url: `/web-api/office/verification/documents/${kind}`,
      payload,
      headers,
    });
  };
  const sendDocuments = async () => {
    for (const kind of ['front', 'back', 'selfie']) {
      expect((await upload(kind, `${kind}.png`, PNG_BYTES)).statusCode).toBe(200);
    }
  };
  const keptFiles = async () =>
    (await readdir(uploadsDir).catch(() => [] as string[])).filter((name) => !name.startsWith('.'))
      .length;
  const documentRows = async () =>
    (
      await setup.testApp.database.query<{ count: string | number }>(
        `select count(*) as count from verification_documents where player_id = $1`,
        [userId],
      )
    )[0]!.count;
  const userConfig = async () =>
    (await visitor.get('/web-api/user/config')).json<{ result: Record<string, unknown> }>().result;

  it('starts not started, with nothing kept', async () => {
    const answer = await visitor.get('/web-api/office/verification');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.json()).toEqual({
      state: 'not-started',
      rejectionReason: null,
      personalData: null,
      submittedAt: null,
      decidedAt: null,
      documents: [],
    });
  });

  it('keeps personal data cleaned, and shows it in the user config', async () => {
    const saved = await put({ ...PERSONAL_DATA, name: '  Anna-Maria ' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      state: 'not-started',
      personalData: { ...PERSONAL_DATA, documentNumber: '4512345678' },
    });
    expect(await userConfig()).toMatchObject({
      verification_status: 1,
      user_status_id: 0,
      verification_status_group_code: 'not-started',
      user_data: {
        name: 'Anna-Maria',
        surname: "O'Neil",
        date_birthday: '1990-04-12',
        document_type_id: 1,
        passport: '4512345678',
        passport_date: '2015-06-01',
        passport_end_date: null,
        registration_address: 'Tverskaya 1, Moscow',
      },
    });
  });

  it.each([
    ['a birthday under the age limit', { birthday: '2010-01-01' }, 'birthday', 'under-age'],
    ['a name with digits', { name: 'Ann4' }, 'name', 'invalid'],
    ['an empty surname', { surname: '  ' }, 'surname', 'required'],
    ['an unknown document type', { documentTypeId: 9 }, 'documentTypeId', 'invalid'],
    ['an expired document', { documentExpiresOn: '2020-01-01' }, 'documentExpiresOn', 'expired'],
    ['a country the site does not know', { countryId: 999 }, 'countryId', 'invalid'],
    ['an impossible date', { documentIssuedOn: '2015-02-30' }, 'documentIssuedOn', 'invalid'],
  ])('answers 400 naming the field for %s, keeping nothing', async (_, change, field, reason) => {
    const refused = await put({ ...PERSONAL_DATA, ...change });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      error: { code: 'INVALID_PERSONAL_DATA', details: { field, problems: [{ field, reason }] } },
    });
    expect((await visitor.get('/web-api/office/verification')).json()).toMatchObject({
      personalData: null,
    });
  });

  it('answers 400 with the error body to a body of the wrong shape', async () => {
    const refused = await put({ ...PERSONAL_DATA, countryId: '1', extra: true });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ error: { code: expect.anything() as unknown } });
  });

  it('refuses to send before personal data is kept', async () => {
    const refused = await submit();
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ error: { code: 'PERSONAL_DATA_MISSING' } });
  });

  it('keeps the latest document of each kind and lists them', async () => {
    expect((await upload('front', 'old-front.png', PNG_BYTES)).statusCode).toBe(200);
    expect((await upload('selfie', 'me.jpg', Buffer.from(PDF_BYTES))).statusCode).toBe(400);
    const front = await upload('front', 'passport front.pdf', PDF_BYTES);
    expect(front.statusCode).toBe(200);
    expect(front.json()).toMatchObject({
      state: 'not-started',
      documents: [
        {
          kind: 'front',
          fileName: 'passport front.pdf',
          mediaType: 'application/pdf',
          sizeBytes: PDF_BYTES.length,
        },
      ],
    });
    expect(Number(await documentRows())).toBe(2);
  });

  it.each([
    [
      'a file over the size limit',
      'big.png',
      Buffer.concat([PNG_BYTES, Buffer.alloc(DEFAULT_MAX_UPLOAD_BYTES)]),
      'FILE_TOO_LARGE',
    ],
    ['a program named as an image', 'photo.png', EXE_BYTES, 'FILE_TYPE_NOT_ALLOWED'],
    ['a name with a path', '../../etc/front.png', PNG_BYTES, 'FILE_NAME_INVALID'],
  ])('refuses %s with 400, keeping no row and no file', async (_, fileName, bytes, code) => {
    const before = await keptFiles();
    const refused = await upload('front', fileName, bytes);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ error: { code } });
    expect(Number(await documentRows())).toBe(0);
    expect(await keptFiles()).toBe(before);
    expect(
      await setup.testApp.database.query('select 1 from uploads where owner_player_id = $1', [
        userId,
      ]),
    ).toEqual([]);
  });

  it('answers 400 to a kind it does not know and to a request without a file', async () => {
    expect((await upload('passport', 'a.png', PNG_BYTES)).statusCode).toBe(400);
    const empty = await visitor.post('/web-api/office/verification/documents/front', {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ error: { code: 'FILE_MISSING' } });
  });

  it('refuses to send without the three documents, naming the missing ones', async () => {
    await put(PERSONAL_DATA);
    await upload('back', 'back.png', PNG_BYTES);
    const refused = await submit();
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      error: { code: 'DOCUMENTS_MISSING', details: { missing: ['front', 'selfie'] } },
    });
    expect((await visitor.get('/web-api/office/verification')).json()).toMatchObject({
      state: 'not-started',
    });
  });

  it('locks documents once sent, and serves them to an operator only', async () => {
    await put(PERSONAL_DATA);
    await sendDocuments();
    expect((await submit()).statusCode).toBe(200);
    const before = await keptFiles();
    const locked = await upload('selfie', 'again.png', PNG_BYTES);
    expect(locked.statusCode).toBe(409);
    expect(locked.json()).toMatchObject({ error: { code: 'VERIFICATION_LOCKED' } });
    expect(await keptFiles()).toBe(before);

    const shown = (await ops('GET', `/verifications/${userId}`)).json<{
      documents: { kind: string; uploadId: string }[];
    }>();
    expect(shown.documents.map((document) => document.kind)).toEqual(['front', 'back', 'selfie']);
    const file = await ops(
      'GET',
      `/verifications/${userId}/documents/${shown.documents[0]!.uploadId}`,
    );
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['content-disposition']).toContain('attachment');
    expect(file.rawPayload.equals(PNG_BYTES)).toBe(true);
    // Another player's number with this file, or an id that is no document, is a 404.
    expect(
      (await ops('GET', `/verifications/${userId + 1}/documents/${shown.documents[0]!.uploadId}`))
        .statusCode,
    ).toBe(404);
    expect(
      (await ops('GET', `/verifications/${userId}/documents/${'0'.repeat(32)}`)).statusCode,
    ).toBe(404);
  });

  it('goes submitted, rejected with a reason, resubmitted and approved by an operator', async () => {
    await put(PERSONAL_DATA);
    await sendDocuments();
    const sent = await submit();
    expect(sent.json()).toMatchObject({
      state: 'submitted',
      submittedAt: expect.any(String) as unknown,
    });
    expect(await userConfig()).toMatchObject({ user_status_id: 1, verification_status: 1 });
    // Waiting for an operator, nothing can change.
    expect((await put(PERSONAL_DATA)).json()).toMatchObject({
      error: { code: 'VERIFICATION_LOCKED' },
    });

    const queue = await ops('GET', '/verifications');
    expect(queue.json<{ verifications: { playerId: number }[] }>().verifications).toContainEqual(
      expect.objectContaining({ playerId: userId, state: 'submitted' }),
    );
    const unknownReason = await ops('POST', `/verifications/${userId}/reject`, {
      reason: 'looks odd',
    });
    expect(unknownReason.statusCode).toBe(400);
    const rejected = await ops('POST', `/verifications/${userId}/reject`, {
      reason: 'document-unreadable',
    });
    expect(rejected.json()).toMatchObject({
      state: 'rejected',
      rejectionReason: 'document-unreadable',
    });
    expect((await visitor.get('/web-api/office/verification')).json()).toMatchObject({
      state: 'rejected',
      rejectionReason: 'document-unreadable',
    });
    expect(await userConfig()).toMatchObject({
      verification_status_group_code: 'rejected',
      user_status_id: 0,
    });

    // A rejected verification is corrected and sent again; the reason goes with the rejection.
    expect((await put({ ...PERSONAL_DATA, documentNumber: 'AB1234567' })).statusCode).toBe(200);
    expect((await submit()).json()).toMatchObject({ state: 'submitted', rejectionReason: null });
    const approved = await ops('POST', `/verifications/${userId}/approve`);
    expect(approved.json()).toMatchObject({
      state: 'approved',
      decidedAt: expect.any(String) as unknown,
    });
    expect(await userConfig()).toMatchObject({
      verification_status: 2,
      user_status_id: 0,
      verification_status_group_code: 'approved',
    });
    // Decided once: approving again is a conflict, and an approved one cannot be sent again.
    expect((await ops('POST', `/verifications/${userId}/approve`)).statusCode).toBe(409);
    expect((await submit()).statusCode).toBe(409);
  });

  it('lets an operator decide only a submitted verification', async () => {
    const answer = await ops('POST', `/verifications/${userId}/approve`);
    expect(answer.statusCode).toBe(409);
    expect(answer.json()).toMatchObject({
      error: { code: 'VERIFICATION_NOT_SUBMITTED', details: { state: 'not-started' } },
    });
  });

  it('asks for identification only where the site config shows it', async () => {
    expect(await userConfig()).toMatchObject({ is_need_identification: false });
    await opsRequest(setup.testApp, 'PUT', '/config/identificationShown', { value: true });
    expect(await userConfig()).toMatchObject({
      is_need_identification: true,
      requireIdentification: true,
    });
    await opsRequest(setup.testApp, 'PUT', '/config/identificationShown', { value: false });
  });

  describe('a withdrawal above the threshold', () => {
    const withdraw = (amountMinor: number) =>
      visitor.post('/web-api/payments/withdraw', {
        amountMinor,
        idempotencyKey: newIdempotencyKey(),
      });

    it('waits for an approved verification, moving no money, and is allowed after it', async () => {
      await opsRequest(setup.testApp, 'PUT', '/config/verificationWithdrawalThresholds', {
        value: { RUB: 100_000 },
      });
      await depositThroughProvider(setup.testApp, visitor, 500_000);
      const small = await withdraw(100_000);
      const large = await withdraw(100_001);
      const afterRefusal = (await balanceOf(visitor)).balance;

      await put(PERSONAL_DATA);
      await sendDocuments();
      await submit();
      const stillWaiting = await withdraw(200_000);
      await ops('POST', `/verifications/${userId}/approve`);
      const allowed = await withdraw(200_000);

      expect(small.statusCode).toBe(200);
      expect(large.statusCode).toBe(400);
      expect(large.json()).toMatchObject({
        error: {
          code: 'VERIFICATION_REQUIRED',
          details: {
            messageKey: 'money_error_verification_required',
            thresholdMinor: 100_000,
            currency: 'RUB',
            verificationState: 'not-started',
            verificationPath: '/office/verification',
          },
        },
      });
      expect(afterRefusal).toBe(400_000);
      expect(stillWaiting.json()).toMatchObject({
        error: { code: 'VERIFICATION_REQUIRED', details: { verificationState: 'submitted' } },
      });
      expect(allowed.statusCode).toBe(200);
      expect((await balanceOf(visitor)).balance).toBe(200_000);
    });
  });
});
