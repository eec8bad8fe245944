import { randomUUID } from 'node:crypto';
import { isSiteLanguage, type DictionaryTexts, type LanguageCode } from '@betshell/domain';
import {
  CRASH_RTP,
  PROVIDER_GAMES,
  ROULETTE_BET_KINDS,
  ROULETTE_PAYOUT,
  ROULETTE_RTP,
  SLOT_PAYLINES,
  SLOT_PAYTABLE,
  SLOT_PUBLISHED_RTP,
  isProviderGame,
  type WalletAuthenticateAnswer,
} from '@betshell/domain/server';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { Type } from 'typebox';
import type { Clock } from '../auth/clock';
import { typeboxValidatorCompiler } from '../http/typebox-validator-compiler';
import {
  GameRefusal,
  createCrashTable,
  spinRoulette,
  spinSlot,
  verifyCrashRound,
  type ProviderSession,
} from './provider-games';
import { providerPage, PROVIDER_SCRIPTS, PROVIDER_STYLE } from './provider-pages';
import { WalletRefusal, createWalletTransport, funWallet, realWallet } from './provider-wallet';

/** Where the demo provider lives: its game pages, scripts and API, apart from the platform's. */
export const DEMO_GAME_PROVIDER_PATH = '/demo-provider';

export interface DemoGameProviderOptions {
  /** The secret it signs its wallet calls with (the wallet's CASINO_WALLET_SECRET). */
  readonly walletSecret: string;
  /** The wallet's address (CASINO_WALLET_URL); absent: this server, in-process. */
  readonly walletUrl?: string;
  readonly clock: Clock;
  /** The shipped dictionaries (casino-games/ holds the game pages' texts). */
  readonly texts: ReadonlyMap<LanguageCode, DictionaryTexts>;
}

/** A provider session lasts as long as a wallet session does; the table keeps at most this many. */
const SESSION_TTL_MS = 12 * 3600 * 1000;
const MAX_SESSIONS = 10_000;

const SessionId = Type.String({ pattern: '^[0-9a-f-]{36}$' });
const Stake = Type.Integer({ minimum: 1, maximum: 1_000_000 });
const RoundParams = Type.Object({ roundId: Type.String({ pattern: '^crash-[0-9a-f-]{36}$' }) });
const refusalSchema = Type.Object({
  error: Type.Object({
    code: Type.Union([Type.String(), Type.Integer()]),
    message: Type.String(),
    details: Type.Optional(Type.Unknown()),
  }),
});

/**
 * The demo game provider (docs/casino.md): what a real casino embeds from a provider, on its own
 * path and with its own state (in memory). It never touches the platform's database or code that
 * does: a real-money game authenticates its launch token and moves money only through the
 * wallet's signed HTTP calls; a fun game plays with a demo balance of its own. Its pages are plain
 * HTML and scripts, allowed in a frame of the site (frame-ancestors 'self').
 */
export function demoGameProviderPlugin(
  app: FastifyInstance,
  options: DemoGameProviderOptions,
  done: (error?: Error) => void,
): void {
  app.setValidatorCompiler(typeboxValidatorCompiler);
  const transport = createWalletTransport({
    secret: options.walletSecret,
    walletUrl: options.walletUrl,
    app,
    clock: options.clock,
  });
  const sessions = new Map<string, ProviderSession>();
  const crash = createCrashTable(options.clock);
  app.addHook('onClose', (_instance, done) => {
    crash.close();
    done();
  });

  const remember = (session: ProviderSession) => {
    const oldest = Date.now() - SESSION_TTL_MS;
    for (const [id, one] of sessions)
      if (one.createdAt < oldest || sessions.size >= MAX_SESSIONS) sessions.delete(id);
      else break;
    sessions.set(session.id, session);
  };
  const sessionOf = (id: string): ProviderSession => {
    const session = sessions.get(id);
    if (session === undefined || session.createdAt < Date.now() - SESSION_TTL_MS)
      throw new GameRefusal(
        401,
        'GAME_SESSION_UNKNOWN',
        'The game session has ended: open the game again',
      );
    return session;
  };

  app.setErrorHandler((error, request, reply) => {
    if (error instanceof WalletRefusal || error instanceof GameRefusal) {
      const status = error.statusCode >= 500 ? 502 : error.statusCode;
      return reply.code(status).send({
        error: {
          code: error.code,
          message: error.message,
          ...(error instanceof WalletRefusal && error.details !== undefined
            ? { details: error.details }
            : {}),
        },
      });
    }
    if ((error as { validation?: unknown }).validation !== undefined)
      return reply
        .code(400)
        .send({ error: { code: 'BAD_REQUEST', message: (error as Error).message } });
    request.log.error({ err: error }, 'demo game provider: failed');
    return reply
      .code(502)
      .send({ error: { code: 'PROVIDER_ERROR', message: 'The game could not go on' } });
  });

  // The game pages' own texts, and the limits' refusals, so that a stake the wallet refuses is
  // told in the page's language (the wallet answers the reason's key with its English text).
  const texts = (lng: LanguageCode) => {
    const own = options.texts.get(lng) ?? {};
    const english = options.texts.get('en') ?? {};
    return Object.fromEntries(
      Object.keys(english)
        .filter(
          (key) => key.startsWith('casino_game_') || key.startsWith('responsible_gaming_refused_'),
        )
        .map((key) => [key, own[key] ?? english[key]!]),
    );
  };

  /** Its own answers' headers: this provider's pages may be framed by the site that embeds them. */
  const pageHeaders = (reply: FastifyReply) =>
    reply
      .header(
        'content-security-policy',
        "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; " +
          "img-src 'self' data:; frame-ancestors 'self'; base-uri 'none'; form-action 'self'",
      )
      .header('x-frame-options', 'SAMEORIGIN')
      .header('cache-control', 'no-store');

  app.get(
    `${DEMO_GAME_PROVIDER_PATH}/games/:game`,
    {
      schema: {
        params: Type.Object({ game: Type.String({ maxLength: 20 }) }),
        querystring: Type.Object({
          lang: Type.Optional(Type.String({ maxLength: 2 })),
          mode: Type.Optional(Type.String({ maxLength: 4 })),
          token: Type.Optional(Type.String({ maxLength: 100 })),
          game: Type.Optional(Type.String({ maxLength: 10 })),
        }),
      },
    },
    async (request, reply) => {
      const { game } = request.params as { game: string };
      const { lang } = request.query as { lang?: string };
      const lng: LanguageCode = lang !== undefined && isSiteLanguage(lang) ? lang : 'en';
      pageHeaders(reply).type('text/html; charset=utf-8');
      if (!isProviderGame(game) && game !== 'verify')
        return reply.code(404).send(providerPage(lng, texts(lng), null));
      return reply.send(providerPage(lng, texts(lng), game));
    },
  );

  app.get(
    `${DEMO_GAME_PROVIDER_PATH}/assets/:file`,
    { schema: { params: Type.Object({ file: Type.String({ maxLength: 40 }) }) } },
    async (request, reply) => {
      const { file } = request.params as { file: string };
      const script = PROVIDER_SCRIPTS.get(file);
      const body = file === 'games.css' ? PROVIDER_STYLE : script;
      if (body === undefined) return reply.code(404).send('');
      return reply
        .type(file.endsWith('.css') ? 'text/css; charset=utf-8' : 'text/javascript; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(body);
    },
  );

  const api = `${DEMO_GAME_PROVIDER_PATH}/api`;
  const errors = {
    400: refusalSchema,
    401: refusalSchema,
    403: refusalSchema,
    404: refusalSchema,
    409: refusalSchema,
  };

  app.get(`${api}/rules`, () => ({
    slot: {
      rtp: SLOT_PUBLISHED_RTP,
      paylines: SLOT_PAYLINES,
      paytable: SLOT_PAYTABLE,
    },
    roulette: { rtp: ROULETTE_RTP, kinds: ROULETTE_BET_KINDS, payout: ROULETTE_PAYOUT },
    crash: { rtp: CRASH_RTP },
  }));

  app.post(
    `${api}/sessions`,
    {
      schema: {
        body: Type.Union([
          Type.Object(
            {
              mode: Type.Literal('real'),
              launchToken: Type.String({ pattern: '^[A-Za-z0-9_-]{20,100}$' }),
            },
            { additionalProperties: false },
          ),
          Type.Object(
            {
              mode: Type.Literal('fun'),
              game: Type.Union(PROVIDER_GAMES.map((one) => Type.Literal(one))),
            },
            { additionalProperties: false },
          ),
        ]),
        response: errors,
      },
    },
    async (request) => {
      const body = request.body as
        | { mode: 'real'; launchToken: string }
        | { mode: 'fun'; game: (typeof PROVIDER_GAMES)[number] };
      let session: ProviderSession;
      if (body.mode === 'real') {
        const authenticated = await transport.call<WalletAuthenticateAnswer>('authenticate', {
          launchToken: body.launchToken,
        });
        session = {
          id: randomUUID(),
          game: authenticated.providerGame,
          mode: 'real',
          wallet: realWallet(transport, authenticated),
          createdAt: Date.now(),
        };
      } else {
        session = {
          id: randomUUID(),
          game: body.game,
          mode: 'fun',
          wallet: funWallet(),
          createdAt: Date.now(),
        };
      }
      remember(session);
      return {
        sessionId: session.id,
        game: session.game,
        mode: session.mode,
        currency: session.wallet.currency,
        balanceMinor: await session.wallet.balance(),
      };
    },
  );

  app.get(
    `${api}/sessions/:sessionId`,
    { schema: { params: Type.Object({ sessionId: SessionId }), response: errors } },
    async (request) => {
      const session = sessionOf((request.params as { sessionId: string }).sessionId);
      return {
        sessionId: session.id,
        game: session.game,
        mode: session.mode,
        currency: session.wallet.currency,
        balanceMinor: await session.wallet.balance(),
      };
    },
  );

  const playing = (sessionId: string, game: ProviderSession['game']) => {
    const session = sessionOf(sessionId);
    if (session.game !== game)
      throw new GameRefusal(409, 'WRONG_GAME', `This session plays ${session.game}`);
    return session;
  };

  app.post(
    `${api}/slot/spin`,
    {
      schema: {
        body: Type.Object(
          { sessionId: SessionId, stakeMinor: Stake },
          { additionalProperties: false },
        ),
        response: errors,
      },
    },
    async (request) => {
      const { sessionId, stakeMinor } = request.body as { sessionId: string; stakeMinor: number };
      return spinSlot(playing(sessionId, 'slot'), stakeMinor);
    },
  );

  app.post(
    `${api}/roulette/spin`,
    {
      schema: {
        body: Type.Object(
          {
            sessionId: SessionId,
            bets: Type.Array(
              Type.Object(
                {
                  kind: Type.Union(ROULETTE_BET_KINDS.map((kind) => Type.Literal(kind))),
                  value: Type.Optional(Type.Integer({ minimum: 0, maximum: 36 })),
                  stakeMinor: Stake,
                },
                { additionalProperties: false },
              ),
              { minItems: 1, maxItems: 50 },
            ),
          },
          { additionalProperties: false },
        ),
        response: errors,
      },
    },
    async (request) => {
      const { sessionId, bets } = request.body as {
        sessionId: string;
        bets: { kind: (typeof ROULETTE_BET_KINDS)[number]; value?: number; stakeMinor: number }[];
      };
      return spinRoulette(playing(sessionId, 'roulette'), bets);
    },
  );

  app.post(
    `${api}/crash/rounds`,
    {
      schema: {
        body: Type.Object({ sessionId: SessionId }, { additionalProperties: false }),
        response: errors,
      },
    },
    (request) => crash.open(playing((request.body as { sessionId: string }).sessionId, 'crash')),
  );

  app.post(
    `${api}/crash/rounds/:roundId/bet`,
    {
      schema: {
        params: RoundParams,
        body: Type.Object(
          {
            sessionId: SessionId,
            stakeMinor: Stake,
            clientSeed: Type.String({ pattern: '^[A-Za-z0-9_-]{1,64}$' }),
          },
          { additionalProperties: false },
        ),
        response: errors,
      },
    },
    async (request) => {
      const { sessionId, stakeMinor, clientSeed } = request.body as {
        sessionId: string;
        stakeMinor: number;
        clientSeed: string;
      };
      const { roundId } = request.params as { roundId: string };
      return crash.bet(playing(sessionId, 'crash'), roundId, stakeMinor, clientSeed);
    },
  );

  app.post(
    `${api}/crash/rounds/:roundId/cashout`,
    {
      schema: {
        params: RoundParams,
        body: Type.Object({ sessionId: SessionId }, { additionalProperties: false }),
        response: errors,
      },
    },
    async (request) =>
      crash.cashOut(
        playing((request.body as { sessionId: string }).sessionId, 'crash'),
        (request.params as { roundId: string }).roundId,
      ),
  );

  app.get(
    `${api}/crash/rounds/:roundId`,
    {
      schema: {
        params: RoundParams,
        querystring: Type.Object({ sessionId: SessionId }),
        response: errors,
      },
    },
    async (request) =>
      crash.read(
        playing((request.query as { sessionId: string }).sessionId, 'crash'),
        (request.params as { roundId: string }).roundId,
      ),
  );

  app.get(
    `${api}/crash/verify`,
    {
      schema: {
        querystring: Type.Object({
          serverSeed: Type.String({ pattern: '^[0-9a-f]{64}$' }),
          clientSeed: Type.String({ pattern: '^[A-Za-z0-9_-]{1,64}$' }),
          roundId: Type.String({ pattern: '^crash-[0-9a-f-]{36}$' }),
        }),
        response: errors,
      },
    },
    (request) => {
      const { serverSeed, clientSeed, roundId } = request.query as {
        serverSeed: string;
        clientSeed: string;
        roundId: string;
      };
      return { roundId, clientSeed, ...verifyCrashRound(serverSeed, clientSeed, roundId) };
    },
  );
  done();
}
