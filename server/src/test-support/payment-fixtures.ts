import { randomUUID } from 'node:crypto';
import type { PaymentOutcome } from '@betshell/domain/accounts';
import type { TestApp } from './build-test-app';
import type { TestVisitor } from './test-visitor';

/** A fresh idempotency key, as the browser makes one per payment attempt. */
export const newIdempotencyKey = () => randomUUID();

/** Starts a deposit as the player and answers it on the demo provider's page; answers the landing URL. */
export async function depositThroughProvider(
  testApp: TestApp,
  visitor: TestVisitor,
  amountMinor: number,
  outcome: PaymentOutcome = 'success',
  extra: { accountId?: number; idempotencyKey?: string } = {},
): Promise<{ paymentId: number; location: string }> {
  const started = await visitor.post('/web-api/payments/deposit', {
    amountMinor,
    idempotencyKey: extra.idempotencyKey ?? newIdempotencyKey(),
    lng: 'en',
    ...(extra.accountId === undefined ? {} : { accountId: extra.accountId }),
  });
  if (started.statusCode !== 200) throw new Error(`The deposit did not start: ${started.body}`);
  const { id, redirectUrl } = started.json<{ id: number; redirectUrl: string }>();
  const answered = await testApp.app.inject({
    method: 'POST',
    url: redirectUrl,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: `outcome=${outcome}`,
  });
  if (answered.statusCode !== 303) throw new Error(`The provider did not answer: ${answered.body}`);
  return { paymentId: id, location: String(answered.headers.location) };
}

/** The signed-in player's balance answer. */
export async function balanceOf(visitor: TestVisitor): Promise<{
  balance: number;
  bonus: number;
  currency: string;
  is_available_first_deposit_bonus: boolean;
  isAccountFrozen: boolean;
  conversion_status: number;
  all_accounts: { id: number; type: number; iso: string; money: number; isActive: boolean }[];
}> {
  const response = await visitor.get('/web-api/user/balance');
  if (response.statusCode !== 200) throw new Error(`No balance: ${response.body}`);
  return response.json();
}

/** Every account whose balance is not the sum of its ledger rows (none, always). */
export async function ledgerMismatchCount(testApp: TestApp): Promise<number> {
  const rows = await testApp.database.query<{ n: number }>(
    `select count(*) as n from accounts a
      where a.balance_minor <> (select coalesce(sum(amount_minor), 0) from ledger_entries l where l.account_id = a.id)`,
  );
  return Number(rows[0]?.n ?? 0);
}
