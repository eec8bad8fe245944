// The verbs of accounts and payments for `npm run ops`: pending payments, approving or
// declining them, freezing accounts and the ledger check. They talk to the operator API's routes of
// server/src/accounts/payment-ops-routes.ts.
import type { Verb } from '../ops';
import { OpsFailure } from './ops-failure';

export const PAYMENT_OPTIONS = {
  status: { type: 'string' },
} as const;

export const PAYMENT_USAGE = `  payment list [--player <id>] [--status <n>]   payments with a status (1 pending, the default)
  payment approve <id>               pay out a withdrawal request, or credit a pending deposit
  payment decline <id>               decline it; a withdrawal's money goes back to its account
  account freeze <account id>        no deposits or withdrawals until unfrozen
  account unfreeze <account id>
  ledger check                       every account whose balance is not the sum of its ledger`;

interface Payment {
  readonly id: number;
  readonly playerId: number;
  readonly accountId: number;
  readonly kind: string;
  readonly amountMinor: number;
  readonly currency: string;
  readonly statusId: number;
  readonly createdAt: string;
}

const idOf = (text: string | undefined, what: string): number => {
  if (text === undefined || !/^\d+$/.test(text)) {
    throw new OpsFailure(`${what} must be a whole number, not ${text ?? '(nothing)'}`);
  }
  return Number(text);
};

const settle = (settlement: 'approve' | 'decline'): Verb => ({
  options: [],
  arity: [1, 1],
  async run({ api, io, positionals }) {
    const id = idOf(positionals[0], 'The payment id');
    const payment = await api<{ id: number; statusId: number; message: string }>(
      'POST',
      `/payments/${id}/${settlement}`,
    );
    io.out(`payment ${payment.id}: status ${payment.statusId} (${payment.message})`);
  },
});

const freeze = (state: 'freeze' | 'unfreeze'): Verb => ({
  options: [],
  arity: [1, 1],
  async run({ api, io, positionals }) {
    const id = idOf(positionals[0], 'The account id');
    const answer = await api<{ id: number; frozen: boolean }>('POST', `/accounts/${id}/${state}`);
    io.out(`account ${answer.id} is ${answer.frozen ? 'frozen' : 'not frozen'}`);
  },
});

export const PAYMENT_VERBS: Readonly<Record<string, Verb>> = {
  'payment list': {
    options: ['player', 'status'],
    arity: [0, 0],
    async run({ api, io, values }) {
      const query = new URLSearchParams();
      if (values.player !== undefined)
        query.set('playerId', String(idOf(values.player, '--player')));
      if (values.status !== undefined) query.set('status', String(idOf(values.status, '--status')));
      const { payments } = await api<{ payments: Payment[] }>(
        'GET',
        `/payments?${query.toString()}`,
      );
      if (payments.length === 0) io.out('no payments');
      for (const payment of payments) {
        io.out(
          `#${payment.id} ${payment.createdAt} ${payment.kind} of ${payment.amountMinor} minor ${payment.currency}` +
            ` by player ${payment.playerId} (account ${payment.accountId}), status ${payment.statusId}`,
        );
      }
    },
  },
  'payment approve': settle('approve'),
  'payment decline': settle('decline'),
  'account freeze': freeze('freeze'),
  'account unfreeze': freeze('unfreeze'),
  'ledger check': {
    options: [],
    arity: [0, 0],
    async run({ api, io }) {
      const { mismatches } = await api<{
        mismatches: { accountId: number; balanceMinor: number; ledgerMinor: number }[];
      }>('GET', '/ledger/check');
      if (mismatches.length === 0) {
        io.out('every balance is the sum of its ledger entries');
        return;
      }
      for (const mismatch of mismatches) {
        io.out(
          `account ${mismatch.accountId}: balance ${mismatch.balanceMinor}, ledger ${mismatch.ledgerMinor}`,
        );
      }
      throw new OpsFailure(`${mismatches.length} account(s) do not match their ledger`);
    },
  },
};
