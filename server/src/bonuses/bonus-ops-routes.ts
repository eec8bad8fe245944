import {
  BONUS_KINDS,
  DEFAULT_BONUS_TERMS,
  bonusTermsProblems,
  normalizePromoCode,
  type BonusKind,
  type BonusTerms,
} from '@betshell/domain/bonuses';
import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { Clock } from '../auth/clock';
import type { Database, Queryable } from '../db/database';
import { ApiError } from '../http/api-error';
import { ErrorBodySchema } from '../http/error-body';
import {
  BONUS_COLUMNS,
  OFFER_COLUMNS,
  bonusOf,
  expireDueBonuses,
  offerByName,
  offerOf,
  takeOffer,
  termsOf,
  type BonusOffer,
} from './bonus-engine';

export interface BonusOpsRoutesOptions {
  readonly database: Database;
  readonly clock: Clock;
}

const OfferSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  kind: Type.String(),
  titleRu: Type.String(),
  titleEn: Type.String(),
  active: Type.Boolean(),
  terms: Type.Record(Type.String(), Type.Unknown()),
});

const ERRORS = { 400: ErrorBodySchema, 404: ErrorBodySchema, 409: ErrorBodySchema };

const NameParams = Type.Object({ name: Type.String({ pattern: '^[a-z0-9-]{2,40}$' }) });

function checkedTerms(kind: BonusKind, terms: BonusTerms): BonusTerms {
  const problems = bonusTermsProblems(kind, terms);
  if (problems.length > 0)
    throw new ApiError(
      400,
      'INVALID_TERMS',
      `The terms cannot be offered: ${problems.map((one) => `${one.field} (${one.problem})`).join(', ')}`,
      { problems },
    );
  return terms;
}

async function namedOffer(db: Queryable, name: string): Promise<BonusOffer> {
  const offer = await offerByName(db, name);
  if (offer === null) throw new ApiError(404, 'OFFER_NOT_FOUND', `There is no offer ${name}`);
  return offer;
}

const dateOf = (text: string | undefined, field: string): Date | null => {
  if (text === undefined) return null;
  const date = new Date(text);
  if (Number.isNaN(date.getTime()))
    throw new ApiError(400, 'BAD_REQUEST', `${field} is not an ISO instant`);
  return date;
};

/**
 * The operator's side of the bonus engine (`npm run ops -- bonuses ...`): offers and their terms,
 * promo codes, a player's bonuses, a grant by hand, and the sweep that expires what is due.
 */
export const bonusOpsRoutes: FastifyPluginCallbackTypebox<BonusOpsRoutesOptions> = (
  app,
  { database, clock },
  done,
) => {
  app.get(
    '/bonuses/offers',
    { schema: { response: { 200: Type.Object({ offers: Type.Array(OfferSchema) }) } } },
    async () => ({
      offers: (await database.query(`select ${OFFER_COLUMNS} from bonus_offers order by id`))
        .map(offerOf)
        .map((offer) => ({ ...offer, terms: { ...offer.terms } })),
    }),
  );

  app.post(
    '/bonuses/offers',
    {
      schema: {
        body: Type.Object(
          {
            name: Type.String({ pattern: '^[a-z0-9-]{2,40}$' }),
            kind: Type.Union(BONUS_KINDS.map((kind) => Type.Literal(kind))),
            titleRu: Type.String({ minLength: 1, maxLength: 200 }),
            titleEn: Type.String({ minLength: 1, maxLength: 200 }),
            terms: Type.Record(Type.String(), Type.Unknown()),
          },
          { additionalProperties: false },
        ),
        response: { 200: OfferSchema, ...ERRORS },
      },
    },
    async (request) => {
      const { name, kind, titleRu, titleEn } = request.body;
      const terms = checkedTerms(kind, { ...DEFAULT_BONUS_TERMS, ...request.body.terms });
      const [row] = await database.query(
        `insert into bonus_offers (name, kind, title_ru, title_en, terms) values ($1, $2, $3, $4, $5)
         on conflict (name) do nothing returning ${OFFER_COLUMNS}`,
        [name, kind, titleRu, titleEn, JSON.stringify(terms)],
      );
      if (row === undefined)
        throw new ApiError(409, 'OFFER_EXISTS', `An offer named ${name} exists already`);
      request.log.info({ name, kind }, 'bonuses: offer added by an operator');
      const offer = offerOf(row);
      return { ...offer, terms: { ...offer.terms } };
    },
  );

  app.put(
    '/bonuses/offers/:name/terms',
    {
      schema: {
        params: NameParams,
        body: Type.Record(Type.String(), Type.Unknown()),
        response: { 200: OfferSchema, ...ERRORS },
      },
    },
    async (request) => {
      const offer = await namedOffer(database, request.params.name);
      const terms = checkedTerms(offer.kind, termsOf({ ...offer.terms, ...request.body }));
      const [row] = await database.query(
        `update bonus_offers set terms = $2 where id = $1 returning ${OFFER_COLUMNS}`,
        [offer.id, JSON.stringify(terms)],
      );
      request.log.info({ name: offer.name, terms }, 'bonuses: terms changed by an operator');
      const changed = offerOf(row!);
      return { ...changed, terms: { ...changed.terms } };
    },
  );

  app.post(
    '/bonuses/offers/:name/:state',
    {
      schema: {
        params: Type.Object({
          name: NameParams.properties.name,
          state: Type.Union([Type.Literal('on'), Type.Literal('off')]),
        }),
        response: { 200: OfferSchema, ...ERRORS },
      },
    },
    async (request) => {
      const offer = await namedOffer(database, request.params.name);
      const [row] = await database.query(
        `update bonus_offers set active = $2 where id = $1 returning ${OFFER_COLUMNS}`,
        [offer.id, request.params.state === 'on'],
      );
      const changed = offerOf(row!);
      return { ...changed, terms: { ...changed.terms } };
    },
  );

  const CodeSchema = Type.Object({
    code: Type.String(),
    offer: Type.String(),
    startsAt: Type.Union([Type.String(), Type.Null()]),
    endsAt: Type.Union([Type.String(), Type.Null()]),
    maxUses: Type.Union([Type.Integer(), Type.Null()]),
    uses: Type.Integer(),
    playerId: Type.Union([Type.Integer(), Type.Null()]),
  });
  const codeOf = (row: Record<string, unknown>) => ({
    code: String(row['code']),
    offer: String(row['name']),
    startsAt: row['starts_at'] === null ? null : (row['starts_at'] as Date).toISOString(),
    endsAt: row['ends_at'] === null ? null : (row['ends_at'] as Date).toISOString(),
    maxUses: row['max_uses'] === null ? null : Number(row['max_uses']),
    uses: Number(row['uses']),
    playerId: row['player_id'] === null ? null : Number(row['player_id']),
  });

  app.get(
    '/bonuses/promo-codes',
    { schema: { response: { 200: Type.Object({ codes: Type.Array(CodeSchema) }) } } },
    async () => ({
      codes: (
        await database.query(
          `select c.*, o.name from promo_codes c join bonus_offers o on o.id = c.offer_id order by c.created_at, c.code`,
        )
      ).map(codeOf),
    }),
  );

  app.post(
    '/bonuses/promo-codes',
    {
      schema: {
        body: Type.Object(
          {
            code: Type.String({ maxLength: 64 }),
            offer: Type.String({ maxLength: 40 }),
            startsAt: Type.Optional(Type.String()),
            endsAt: Type.Optional(Type.String()),
            maxUses: Type.Optional(Type.Integer({ minimum: 1 })),
            playerId: Type.Optional(Type.Integer({ minimum: 1 })),
          },
          { additionalProperties: false },
        ),
        response: { 200: CodeSchema, ...ERRORS },
      },
    },
    async (request) => {
      const code = normalizePromoCode(request.body.code);
      if (code === null)
        throw new ApiError(
          400,
          'INVALID_PROMO_CODE',
          'A promo code is 3 to 32 letters, digits, - or _',
        );
      const offer = await namedOffer(database, request.body.offer);
      const [row] = await database.query(
        `insert into promo_codes (code, offer_id, starts_at, ends_at, max_uses, player_id, created_at)
         values ($1, $2, $3, $4, $5, $6, $7) on conflict (code) do nothing returning *`,
        [
          code,
          offer.id,
          dateOf(request.body.startsAt, 'startsAt'),
          dateOf(request.body.endsAt, 'endsAt'),
          request.body.maxUses ?? null,
          request.body.playerId ?? null,
          clock(),
        ],
      );
      if (row === undefined)
        throw new ApiError(409, 'PROMO_CODE_EXISTS', `The promo code ${code} exists already`);
      request.log.info({ code, offer: offer.name }, 'bonuses: promo code added by an operator');
      return codeOf({ ...row, name: offer.name });
    },
  );

  const PlayerBonusOpsSchema = Type.Object({
    id: Type.Integer(),
    offerId: Type.Integer(),
    status: Type.String(),
    currency: Type.String(),
    amountMinor: Type.Integer(),
    wagerRequiredMinor: Type.Integer(),
    wageredMinor: Type.Integer(),
    releasedMinor: Type.Integer(),
    expiresAt: Type.Union([Type.String(), Type.Null()]),
  });
  const opsView = (bonus: ReturnType<typeof bonusOf>) => ({
    id: bonus.id,
    offerId: bonus.offerId,
    status: bonus.status,
    currency: bonus.currency,
    amountMinor: bonus.amountMinor,
    wagerRequiredMinor: bonus.wagerRequiredMinor,
    wageredMinor: bonus.wageredMinor,
    releasedMinor: bonus.releasedMinor,
    expiresAt: bonus.expiresAt?.toISOString() ?? null,
  });

  app.get(
    '/bonuses/players/:playerId',
    {
      schema: {
        params: Type.Object({ playerId: Type.Integer({ minimum: 1 }) }),
        response: { 200: Type.Object({ bonuses: Type.Array(PlayerBonusOpsSchema) }) },
      },
    },
    async (request) => ({
      bonuses: (
        await database.query(
          `select ${BONUS_COLUMNS} from player_bonuses where player_id = $1 order by id desc`,
          [request.params.playerId],
        )
      )
        .map(bonusOf)
        .map(opsView),
    }),
  );

  app.post(
    '/bonuses/grant',
    {
      schema: {
        body: Type.Object(
          { playerId: Type.Integer({ minimum: 1 }), offer: Type.String({ maxLength: 40 }) },
          { additionalProperties: false },
        ),
        response: { 200: PlayerBonusOpsSchema, ...ERRORS },
      },
    },
    async (request) => {
      const offer = await namedOffer(database, request.body.offer);
      // By hand, but by the same rules: no bonus to a self-excluded player, once per its terms.
      const bonus = await database.transaction((tx) =>
        takeOffer(tx, {
          playerId: request.body.playerId,
          offer,
          now: clock(),
          cause: `operator:${clock().toISOString()}`,
        }),
      );
      request.log.info(
        { playerId: request.body.playerId, offer: offer.name, bonusId: bonus.id },
        'bonuses: granted by an operator',
      );
      return opsView(bonus);
    },
  );

  app.post(
    '/bonuses/expire-due',
    { schema: { response: { 200: Type.Object({ expired: Type.Integer() }) } } },
    async () => ({
      expired: await database.transaction((tx) => expireDueBonuses(tx, clock())),
    }),
  );

  done();
};
