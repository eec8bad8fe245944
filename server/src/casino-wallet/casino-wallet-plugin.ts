import type { FastifyPluginAsync } from 'fastify';
import { WALLET_API_PATH } from '@betshell/domain/server';
import type { Clock } from '../auth/clock';
import type { Database } from '../db/database';
import { readShippedDictionaries } from '../dictionary/read-shipped-dictionaries';
import { typeboxValidatorCompiler } from '../http/typebox-validator-compiler';
import { casinoLaunchRoutes } from './casino-launch-routes';
import { casinoRoundRoutes } from './casino-round-routes';
import { casinoWalletRoutes } from './casino-wallet-routes';

/** The provider's name in the wallet's records: its transaction ids are unique among its own. */
export const DEMO_GAME_PROVIDER = 'demo-games';

export interface CasinoWalletPluginOptions {
  readonly database: Database;
  readonly clock: Clock;
  /** The secret the provider signs its wallet calls with (CASINO_WALLET_SECRET). */
  readonly secret: string;
  /** Where launches send the player: the provider's game pages (the demo provider's path). */
  readonly providerUrl: string;
  readonly dictionariesDir?: string;
}

/**
 * The casino's seamless wallet under /provider-api/wallet/v1, and the launch call and the player's
 * rounds under /web-api (docs/casino.md).
 */
export const casinoWalletPlugin: FastifyPluginAsync<CasinoWalletPluginOptions> = async (
  app,
  options,
) => {
  const texts = await readShippedDictionaries(options.dictionariesDir);
  const context = {
    database: options.database,
    clock: options.clock,
    provider: DEMO_GAME_PROVIDER,
    texts: texts.get('en'),
  };
  await app.register(
    async (wallet) => {
      wallet.setValidatorCompiler(typeboxValidatorCompiler);
      await wallet.register(casinoWalletRoutes, { context, secret: options.secret });
    },
    { prefix: WALLET_API_PATH },
  );
  await app.register(casinoLaunchRoutes, {
    prefix: '/web-api',
    context,
    providerUrl: options.providerUrl,
    texts,
  });
  await app.register(
    async (rounds) => {
      rounds.setValidatorCompiler(typeboxValidatorCompiler);
      await rounds.register(casinoRoundRoutes, { database: options.database });
    },
    { prefix: '/web-api' },
  );
};
