import { expect, test } from '@playwright/test';
import type { WalletCall } from '@betshell/domain/server';
import { startSiteProcess, type SiteProcess } from '../support/site-process';
import {
  createThrowawayDatabase,
  queryDatabase,
  type ThrowawayDatabase,
} from '../support/throwaway-database';
import { walletCall } from '../support/wallet-calls';
import { fundedBettor } from './bet-load';
import { faultPort } from './fault-ports';
import { brokenInvariants } from './invariants';

/**
 * The server killed with SIGKILL while a game provider plays rounds through the seamless wallet
 * (bets and wins of several players at once): afterwards every wallet call that moved money is one
 * ledger entry and every balance its ledger (invariants.ts), and the provider, sending again every
 * call it had no answer to, as a provider does, moves each one's money once.
 */
test.describe.configure({ timeout: 180_000 });

const OPS_TOKEN = 'casino-kill-operator-token-0123456789';
const SECRET = 'casino-kill-wallet-secret-0123456789abcdef';
const SLOT_GAME = 1001;
let database: ThrowawayDatabase;

test.beforeAll(async () => {
  database = await createThrowawayDatabase('betshell_faults_casino');
});

test.afterAll(async () => {
  await database?.drop();
});

interface SentCall {
  readonly name: WalletCall;
  readonly fields: Readonly<Record<string, unknown>>;
  status: number;
}

/** A wallet call as the provider's server signs and sends it; 0 when no answer came. */
const send = (site: SiteProcess, name: WalletCall, fields: Readonly<Record<string, unknown>>) =>
  walletCall(site.url, SECRET, name, fields);

test('a server killed while casino rounds are played leaves every wallet call and its money whole, and a call sent again moves money once', async () => {
  const env = {
    DATABASE_URL: database.url,
    RATE_LIMIT_PER_MINUTE: '100000',
    OPS_TOKEN,
    CASINO_WALLET_SECRET: SECRET,
  };
  let site = await startSiteProcess(faultPort(12), env);
  const players = await Promise.all(
    Array.from({ length: 3 }, async () => {
      const bettor = await fundedBettor(site.url, 10_000_000);
      const launched = await bettor.visitor.request('POST', '/web-api/casino/launch', {
        gameId: SLOT_GAME,
        mode: 'real',
        lng: 'en',
      });
      expect(launched.status).toBe(200);
      const { url } = (await launched.json()) as { url: string };
      const launchToken = new URL(url, site.url).searchParams.get('token');
      const authenticated = await send(site, 'authenticate', { launchToken });
      expect(authenticated.status).toBe(200);
      return { ...bettor, sessionToken: String(authenticated.body['sessionToken']) };
    }),
  );

  // Each player's rounds one after another, the players side by side: a bet, then a win.
  const sent: SentCall[] = [];
  let playing = true;
  const rounds = players.map(async (player) => {
    for (let round = 0; playing; round += 1) {
      const roundId = `${player.userId}-${round}`;
      for (const [name, amountMinor] of [
        ['bet', 100 + (round % 7) * 10],
        ['win', (round % 3) * 150],
      ] as const) {
        const call: SentCall = {
          name,
          fields: {
            sessionToken: player.sessionToken,
            transactionId: `${roundId}-${name}`,
            roundId,
            amountMinor,
          },
          status: -1,
        };
        sent.push(call);
        call.status = (await send(site, name, call.fields)).status;
        if (call.status !== 200) return;
      }
    }
  });
  await expect
    .poll(() => sent.filter((call) => call.status === 200).length, { timeout: 30_000 })
    .toBeGreaterThan(30);
  await site.kill();
  playing = false;
  await Promise.all(rounds);
  expect(
    sent.filter((call) => call.status === 0).length,
    'some calls were cut short',
  ).toBeGreaterThan(0);
  expect(await brokenInvariants(database.url)).toEqual([]);

  // The provider sends again what got no answer, and, to be sure, what did: each moves money once.
  const recorded = async () =>
    Number(
      (
        await queryDatabase<{ n: string }>(
          database.url,
          `select count(*) as n from ledger_entries where reason in ('casino-stake', 'casino-win')`,
        )
      )[0]?.n,
    );
  site = await startSiteProcess(faultPort(12), env);
  try {
    for (const call of sent) {
      const again = await send(site, call.name, call.fields);
      expect([call.name, call.fields['transactionId'], again.status]).toEqual([
        call.name,
        call.fields['transactionId'],
        200,
      ]);
    }
    const afterResend = await recorded();
    for (const call of sent) await send(site, call.name, call.fields);
    expect(await recorded(), 'a repeated call moved no money').toBe(afterResend);
    const moved = sent.filter((call) => Number(call.fields['amountMinor']) > 0).length;
    expect(afterResend, 'every call that moves money did, once').toBe(moved);
  } finally {
    await site.stop();
  }
  expect(await brokenInvariants(database.url)).toEqual([]);
});
