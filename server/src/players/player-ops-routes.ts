import { normalizeEmail, normalizePhone } from '@betshell/domain/auth';
import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { Clock } from '../auth/clock';
import type { Database } from '../db/database';
import { ApiError } from '../http/api-error';
import { ErrorBodySchema } from '../http/error-body';
import { createOutbox } from '../outbox/outbox-repository';
import { createSessionRepository } from '../session/session-repository';
import { publishTerms } from '../user-config/terms-publication';
import { createPlayerRepository, type Player } from './player-repository';

export interface PlayerOpsRoutesOptions {
  readonly database: Database;
  readonly clock: Clock;
}

const PlayerSummarySchema = Type.Object({
  id: Type.Integer(),
  email: Type.Union([Type.String(), Type.Null()]),
  phone: Type.Union([Type.String(), Type.Null()]),
  registrationType: Type.String(),
  activationType: Type.Integer(),
  banLevel: Type.Integer(),
  banVersion: Type.Integer(),
  twoFactor: Type.Boolean(),
  transferRequired: Type.Boolean(),
  termsConfirmedAt: Type.Union([Type.String(), Type.Null()]),
  createdAt: Type.String(),
});

const summaryOf = (player: Player) => ({
  id: player.id,
  email: player.email,
  phone: player.phone,
  registrationType: player.registrationType,
  activationType: player.activationType,
  banLevel: player.banLevel,
  banVersion: player.banVersion,
  twoFactor: player.twoFactorSecret !== null,
  transferRequired: player.transferRequired,
  termsConfirmedAt: player.termsConfirmedAt?.toISOString() ?? null,
  createdAt: player.createdAt.toISOString(),
});

const MessageSchema = Type.Object({
  id: Type.Integer(),
  channel: Type.String(),
  recipient: Type.String(),
  subject: Type.String(),
  body: Type.String(),
  createdAt: Type.String(),
});

/**
 * The operator API of players: read the outbox (the site has no SMS or e-mail provider, so this is
 * how codes and links reach people in a demo), look a player up, set a ban, end sessions, ask for
 * a user transfer, and mark the terms changed (for everyone, or one player).
 */
export const playerOpsRoutes: FastifyPluginCallbackTypebox<PlayerOpsRoutesOptions> = (
  app,
  { database, clock },
  done,
) => {
  const players = createPlayerRepository(database);
  const sessions = createSessionRepository(database);
  // Operators only read it here; nothing is sent, so nothing is logged.
  const outbox = createOutbox(database, app.log, false);
  const IdParams = Type.Object({ id: Type.Integer({ minimum: 1 }) });

  async function existing(id: number): Promise<Player> {
    const player = await players.byId(id);
    if (player === null) throw new ApiError(404, 'PLAYER_NOT_FOUND', `There is no player ${id}`);
    return player;
  }

  app.get(
    '/outbox',
    {
      schema: {
        querystring: Type.Object({
          recipient: Type.Optional(Type.String({ maxLength: 256 })),
          limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 500 })),
        }),
        response: { 200: Type.Object({ messages: Type.Array(MessageSchema) }) },
      },
    },
    async (request) => {
      const raw = request.query.recipient;
      // A phone as people write it (+7 900 ...) is stored as digits.
      const recipient =
        raw === undefined ? undefined : (normalizePhone(raw) ?? raw.trim().toLowerCase());
      return {
        messages: await outbox.list({ recipient, limit: request.query.limit ?? 20 }),
      };
    },
  );

  app.get(
    '/players/:ref',
    {
      schema: {
        params: Type.Object({ ref: Type.String({ minLength: 1, maxLength: 256 }) }),
        response: { 200: Type.Object({ player: PlayerSummarySchema }), 404: ErrorBodySchema },
      },
    },
    async (request) => {
      const { ref } = request.params;
      const email = normalizeEmail(ref);
      const phone = normalizePhone(ref);
      const player =
        email !== null
          ? await players.byEmail(email)
          : /^\d{1,7}$/.test(ref)
            ? await players.byId(Number(ref))
            : phone !== null
              ? await players.byPhone(phone)
              : null;
      if (player === null) {
        throw new ApiError(404, 'PLAYER_NOT_FOUND', `No player has the id, e-mail or phone ${ref}`);
      }
      return { player: summaryOf(player) };
    },
  );

  app.post(
    '/players/:id/ban',
    {
      schema: {
        params: IdParams,
        body: Type.Object(
          {
            level: Type.Integer({ minimum: 0, maximum: 1000 }),
            version: Type.Optional(Type.Integer({ minimum: 0, maximum: 100 })),
          },
          { additionalProperties: false },
        ),
        response: { 200: Type.Object({ player: PlayerSummarySchema }), 404: ErrorBodySchema },
      },
    },
    async (request) => {
      const before = await existing(request.params.id);
      const player = await players.change(before.id, {
        banLevel: request.body.level,
        banVersion: request.body.version ?? before.banVersion,
      });
      request.log.info(
        { userId: before.id, banLevel: request.body.level, banVersion: player?.banVersion },
        'ops: ban set',
      );
      return { player: summaryOf(player ?? before) };
    },
  );

  app.post(
    '/players/:id/disconnect',
    {
      schema: {
        params: IdParams,
        response: { 200: Type.Object({ ended: Type.Integer() }), 404: ErrorBodySchema },
      },
    },
    async (request) => {
      const player = await existing(request.params.id);
      const ended = await sessions.endAllOf(player.id, clock(), 'operator');
      request.log.info({ userId: player.id, ended }, 'ops: sessions ended');
      return { ended };
    },
  );

  app.post(
    '/players/:id/transfer-required',
    {
      schema: {
        params: IdParams,
        body: Type.Object({ required: Type.Boolean() }, { additionalProperties: false }),
        response: { 200: Type.Object({ player: PlayerSummarySchema }), 404: ErrorBodySchema },
      },
    },
    async (request) => {
      const player = await existing(request.params.id);
      const changed = await players.change(player.id, { transferRequired: request.body.required });
      request.log.info({ userId: player.id, required: request.body.required }, 'ops: transfer');
      return { player: summaryOf(changed ?? player) };
    },
  );

  app.post(
    '/terms/changed',
    {
      schema: {
        body: Type.Object(
          { playerId: Type.Optional(Type.Integer({ minimum: 1 })) },
          { additionalProperties: false },
        ),
        response: {
          200: Type.Object({
            publishedAt: Type.Union([Type.String(), Type.Null()]),
            playerId: Type.Union([Type.Integer(), Type.Null()]),
          }),
          404: ErrorBodySchema,
        },
      },
    },
    async (request) => {
      const { playerId } = request.body;
      if (playerId !== undefined) {
        // One player is asked again; the terms in force stay as published.
        await existing(playerId);
        await players.change(playerId, { termsConfirmedAt: null });
        request.log.info({ userId: playerId }, 'ops: terms to confirm again');
        return { publishedAt: null, playerId };
      }
      const at = clock();
      await publishTerms(database, at);
      request.log.info({ publishedAt: at.toISOString() }, 'ops: new terms published');
      return { publishedAt: at.toISOString(), playerId: null };
    },
  );
  done();
};
