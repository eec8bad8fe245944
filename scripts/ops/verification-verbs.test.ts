import { createTestPlayer, TEST_AUTH_SETTINGS } from '../../server/src/test-support/auth-fixtures';
import { signedInVisitor } from '../../server/src/test-support/auth-test-setup';
import { multipartBody, PNG_BYTES } from '../../server/src/uploads/upload-fixtures';
import { useOpsTestServer } from './ops-test-server';

describe('npm run ops: the verification verbs', () => {
  const server = useOpsTestServer({ inMemory: true, auth: TEST_AUTH_SETTINGS });
  const { ops } = server;

  it('lists a sent verification, shows it, rejects it with a reason and approves it when sent again', async () => {
    const player = await createTestPlayer(server.testApp);
    const visitor = await signedInVisitor(server.testApp, String(player.id));
    const id = String(player.id);
    await visitor.request({
      method: 'PUT',
      url: '/web-api/office/verification/personal-data',
      payload: {
        name: 'Ivan',
        surname: 'Petrov',
        birthday: '1985-03-02',
        documentTypeId: 1,
        documentNumber: '4510123456',
        documentIssuedOn: '2010-05-05',
        documentExpiresOn: null,
        address: 'Lenina 5, Kazan',
        countryId: 1,
      },
    });
    for (const kind of ['front', 'back', 'selfie']) {
      const { payload, headers } = multipartBody({}, [
        { field: 'file', fileName: `${kind}.png`, bytes: PNG_BYTES },
      ]);
      await visitor.request({
        method: 'POST',
        url: `/web-api/office/verification/documents/${kind}`,
        payload,
        headers,
      });
    }
    await visitor.post('/web-api/office/verification/submit', {});

    const list = await ops('verification', 'list');
    expect(list.code).toBe(0);
    expect(list.out).toContain(`player ${id}: submitted`);
    const shown = await ops('verification', 'show', id);
    expect(shown.out).toContain('documentNumber: 4510123456');
    expect(shown.out).toMatch(
      new RegExp(
        `document back: ([0-9a-f]{32}) back\\.png .*GET /verifications/${id}/documents/\\1`,
      ),
    );

    const noReason = await ops('verification', 'reject', id);
    expect(noReason.code).not.toBe(0);
    expect(noReason.err).toContain('--reason is one of document-unreadable');
    const rejected = await ops('verification', 'reject', id, '--reason', 'data-mismatch');
    expect(rejected.out).toContain(`player ${id}: rejected (data-mismatch)`);
    const early = await ops('verification', 'approve', id);
    expect(early.code).not.toBe(0);
    expect(early.err).toContain('only a submitted one is decided');

    await visitor.post('/web-api/office/verification/submit', {});
    expect((await ops('verification', 'approve', id)).out).toContain(`player ${id}: approved`);
    expect((await ops('verification', 'list', '--state', 'approved')).out).toContain(
      `player ${id}: approved`,
    );
    expect((await ops('verification', 'list', '--state', 'odd')).code).not.toBe(0);
    // Many calls in one story: a loaded machine takes more than the default 5 s.
  }, 30_000);
});
