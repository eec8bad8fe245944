import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  buildTestApp,
  TEST_OPS_TOKEN,
  type TestApp,
} from '../../server/src/test-support/build-test-app';
import { DATABASE_SETUP_TIMEOUT_MS } from '../../server/src/test-support/create-test-database';
import { createTestPlayer, TEST_AUTH_SETTINGS } from '../../server/src/test-support/auth-fixtures';
import { signedInVisitor } from '../../server/src/test-support/auth-test-setup';
import {
  balanceOf,
  depositThroughProvider,
  newIdempotencyKey,
} from '../../server/src/test-support/payment-fixtures';
import { main, type OpsIo } from '../ops';

describe('npm run ops: the payment verbs', () => {
  let testApp: TestApp;
  let url: string;
  let dir: string;

  beforeAll(async () => {
    testApp = await buildTestApp({ inMemory: true, auth: TEST_AUTH_SETTINGS });
    url = await testApp.app.listen({ port: 0, host: '127.0.0.1' });
    dir = await mkdtemp(join(tmpdir(), 'betshell-ops-payment-'));
  }, DATABASE_SETUP_TIMEOUT_MS);

  afterAll(async () => {
    await testApp.close();
    await rm(dir, { recursive: true, force: true });
  });

  async function ops(...args: string[]) {
    const out: string[] = [];
    const err: string[] = [];
    const io: OpsIo = {
      env: { OPS_URL: url, OPS_TOKEN: TEST_OPS_TOKEN },
      connectionFile: join(dir, 'none.json'),
      out: (line) => out.push(line),
      err: (line) => err.push(line),
    };
    const code = await main(args, io);
    return { code, out: out.join('\n'), err: err.join('\n') };
  }

  it('lists pending withdrawals, declines one (the money comes back) and approves another', async () => {
    const player = await createTestPlayer(testApp);
    const visitor = await signedInVisitor(testApp, String(player.id));
    await depositThroughProvider(testApp, visitor, 5000);
    const withdraw = async (amountMinor: number) =>
      (
        await visitor.post('/web-api/payments/withdraw', {
          amountMinor,
          idempotencyKey: newIdempotencyKey(),
        })
      ).json<{ id: number }>().id;
    const first = await withdraw(1000);
    const second = await withdraw(2000);

    const list = await ops('payment', 'list', '--player', String(player.id));
    expect(list.code).toBe(0);
    expect(list.out).toContain(`#${first} `);
    expect(list.out).toContain(`#${second} `);

    expect((await ops('payment', 'decline', String(first))).out).toContain('status 5');
    expect((await ops('payment', 'approve', String(second))).out).toContain('status 2');
    expect((await balanceOf(visitor)).balance).toBe(3000);
    const again = await ops('payment', 'approve', String(second));
    expect(again.code).not.toBe(0);
    expect(again.err).toContain('not pending');
    expect((await ops('ledger', 'check')).out).toContain('every balance is the sum');
  });

  it('freezes and unfreezes an account, and refuses an id that is not a number', async () => {
    const player = await createTestPlayer(testApp);
    const visitor = await signedInVisitor(testApp, String(player.id));
    const accountId = (await balanceOf(visitor)).all_accounts[0]!.id;
    expect((await ops('account', 'freeze', String(accountId))).out).toContain('is frozen');
    expect((await balanceOf(visitor)).isAccountFrozen).toBe(true);
    expect((await ops('account', 'unfreeze', String(accountId))).out).toContain('not frozen');
    expect((await ops('payment', 'approve', 'abc')).code).not.toBe(0);
  });
});
