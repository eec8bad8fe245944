import type { ErrorBody } from '../http/error-body';
import { ACCOUNT_CONVERSION_STATUS, ACCOUNT_TYPE } from '@betshell/domain/accounts';
import { createTestPlayer, TEST_AUTH_SETTINGS } from '../test-support/auth-fixtures';
import { setUpAuthTestApp, signedInPlayer, signedInVisitor } from '../test-support/auth-test-setup';
import { buildTestApp, opsRequest, type TestApp } from '../test-support/build-test-app';
import { DATABASE_SETUP_TIMEOUT_MS } from '../test-support/create-test-database';
import { createTestVisitor } from '../test-support/test-visitor';
import {
  balanceOf,
  depositThroughProvider,
  ledgerMismatchCount,
  newIdempotencyKey,
} from '../test-support/payment-fixtures';

describe('accounts: balance, active account, currencies', () => {
  const setup = setUpAuthTestApp();

  it('gives every new player an active main account in the registration currency with nothing on it', async () => {
    const { visitor } = await signedInPlayer(setup);
    const balance = await balanceOf(visitor);
    expect(balance).toMatchObject({
      balance: 0,
      bonus: 0,
      currency: 'RUB',
      isAccountFrozen: false,
    });
    expect(balance.all_accounts).toEqual([
      expect.objectContaining({
        type: ACCOUNT_TYPE.main,
        iso: 'RUB',
        money: 0,
        isActive: true,
        symbol: '₽',
      }),
    ]);
    expect(balance.conversion_status).toBe(ACCOUNT_CONVERSION_STATUS.notAllowed);
  });

  it('gives a player registered through the registration call a main account too', async () => {
    const visitor = createTestVisitor(setup.testApp.app);
    await visitor.arrive();
    const registered = await visitor.post('/auth-api/v1/register', {
      type: 'one_click',
      currency: 'KZT',
      countryId: 1,
      bonusChoice: 1,
      termsAccepted: true,
      ageConfirmed: true,
    });
    expect(registered.statusCode).toBe(200);
    const balance = await balanceOf(visitor);
    expect(balance.currency).toBe('KZT');
    expect(balance.is_available_first_deposit_bonus).toBe(true);
  });

  it('refuses the balance to a visitor who is not signed in', async () => {
    const visitor = createTestVisitor(setup.testApp.app);
    expect((await visitor.get('/web-api/user/balance')).statusCode).toBe(401);
  });

  it('adds a USD account, makes it active and shows its balance', async () => {
    const { visitor } = await signedInPlayer(setup);
    const added = await visitor.post('/web-api/office/currency', { currency: 'USD' });
    expect(added.statusCode).toBe(200);
    const usd = added.json<{ account: { id: number; type: number } }>().account;
    expect(usd.type).toBe(ACCOUNT_TYPE.currency);
    expect((await visitor.post(`/web-api/user/account/active?id=${usd.id}`)).statusCode).toBe(200);
    const balance = await balanceOf(visitor);
    expect(balance.currency).toBe('USD');
    expect(
      balance.all_accounts.filter((account) => account.isActive).map((account) => account.iso),
    ).toEqual(['USD']);
  });

  it('refuses a currency the site does not have, the main currency and a second account of one currency', async () => {
    const { visitor } = await signedInPlayer(setup);
    const unknown = await visitor.post('/web-api/office/currency', { currency: 'GBP' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json<ErrorBody>().error.code).toBe('UNKNOWN_CURRENCY');
    expect(
      (await visitor.post('/web-api/office/currency', { currency: 'RUB' })).json<ErrorBody>().error
        .code,
    ).toBe('CURRENCY_EXISTS');
    await visitor.post('/web-api/office/currency', { currency: 'EUR' });
    expect(
      (await visitor.post('/web-api/office/currency', { currency: 'EUR' })).json<ErrorBody>().error
        .code,
    ).toBe('CURRENCY_EXISTS');
    expect((await visitor.post('/web-api/office/currency', { currency: 12 })).statusCode).toBe(400);
  });

  it("refuses to make another player's account or a missing one active", async () => {
    const first = await signedInPlayer(setup);
    const second = await signedInPlayer(setup);
    const theirs = (await balanceOf(second.visitor)).all_accounts[0]!.id;
    const refused = await first.visitor.post(`/web-api/user/account/active?id=${theirs}`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json<ErrorBody>().error.code).toBe('ACCOUNT_NOT_FOUND');
    expect((await first.visitor.post('/web-api/user/account/active?id=abc')).statusCode).toBe(400);
  });

  it('refuses to remove a currency account while it holds money, with the server message', async () => {
    const { visitor } = await signedInPlayer(setup);
    const usd = (await visitor.post('/web-api/office/currency', { currency: 'USD' })).json<{
      account: { id: number };
    }>().account;
    await depositThroughProvider(setup.testApp, visitor, 5000, 'success', { accountId: usd.id });
    const refused = await visitor.request({
      method: 'DELETE',
      url: '/web-api/office/currency/USD',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<ErrorBody>().error.code).toBe('ACCOUNT_HOLDS_MONEY');
    expect(refused.json<ErrorBody>().error.message).toContain('withdraw');
    expect((await balanceOf(visitor)).all_accounts.map((account) => account.iso)).toEqual([
      'RUB',
      'USD',
    ]);
    expect((await balanceOf(visitor)).conversion_status).toBe(
      ACCOUNT_CONVERSION_STATUS.additionalAccountAllowed,
    );
  });

  it('removes an empty active currency account, makes the main one active, and reopens it with its history', async () => {
    const { visitor } = await signedInPlayer(setup);
    const usd = (await visitor.post('/web-api/office/currency', { currency: 'usd' })).json<{
      account: { id: number };
    }>().account;
    await visitor.post(`/web-api/user/account/active?id=${usd.id}`);
    const removed = await visitor.request({
      method: 'DELETE',
      url: '/web-api/office/currency/USD',
    });
    expect(removed.statusCode).toBe(200);
    const balance = await balanceOf(visitor);
    expect(balance.all_accounts.map((account) => [account.iso, account.isActive])).toEqual([
      ['RUB', true],
    ]);
    const again = await visitor.post('/web-api/office/currency', { currency: 'USD' });
    expect(again.json<{ account: { id: number } }>().account.id).toBe(usd.id);
    const mainRemoval = await visitor.request({
      method: 'DELETE',
      url: '/web-api/office/currency/RUB',
    });
    expect(mainRemoval.json<ErrorBody>().error.code).toBe('ACCOUNT_NOT_FOUND');
  });

  it('shows a frozen account, which then takes no deposit and gives no withdrawal', async () => {
    const { visitor } = await signedInPlayer(setup);
    await depositThroughProvider(setup.testApp, visitor, 1000);
    const main = (await balanceOf(visitor)).all_accounts[0]!;
    expect(
      (await opsRequest(setup.testApp, 'POST', `/accounts/${main.id}/freeze`)).statusCode,
    ).toBe(200);
    expect((await balanceOf(visitor)).isAccountFrozen).toBe(true);
    for (const path of ['/web-api/payments/deposit', '/web-api/payments/withdraw']) {
      const refused = await visitor.post(path, {
        amountMinor: 100,
        idempotencyKey: newIdempotencyKey(),
      });
      expect(refused.statusCode).toBe(403);
      expect(refused.json<ErrorBody>().error.code).toBe('ACCOUNT_FROZEN');
    }
    await opsRequest(setup.testApp, 'POST', `/accounts/${main.id}/unfreeze`);
    expect((await balanceOf(visitor)).isAccountFrozen).toBe(false);
    expect(await ledgerMismatchCount(setup.testApp)).toBe(0);
  });
});

describe('accounts: the summary variant of the balance', () => {
  let summaryApp: TestApp;
  beforeAll(async () => {
    summaryApp = await buildTestApp({
      auth: TEST_AUTH_SETTINGS,
      accounts: { balanceVariant: 'summary' },
    });
  }, DATABASE_SETUP_TIMEOUT_MS);
  afterAll(() => summaryApp.close());

  it('answers only the active balance, the bonus and the first deposit bonus when set to the summary variant', async () => {
    const player = await createTestPlayer(summaryApp);
    const visitor = await signedInVisitor(summaryApp, String(player.id));
    const summary = (await visitor.get('/web-api/user/balance')).json<Record<string, unknown>>();
    expect(Object.keys(summary).sort()).toEqual(
      [
        'balance',
        'bonus',
        'currency',
        'isAccountFrozen',
        'is_available_first_deposit_bonus',
      ].sort(),
    );
  });
});
