import {
  BonusesAnswerSchema,
  BonusesDeclinedBodySchema,
  PlayerBonusSchema,
  PromoCodeBodySchema,
  PromoCodeCheckAnswerSchema,
  WelcomeOffersAnswerSchema,
} from '@betshell/api-contract';
import {
  PROMO_REFUSAL_KEY,
  WELCOME_OFFERS,
  type PlayerBonusView,
  type WelcomeOfferView,
} from '@betshell/domain/bonuses';
import { LOYALTY_POINTS_OFFER } from '@betshell/domain/loyalty';
import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { Clock } from '../auth/clock';
import type { Database } from '../db/database';
import type { DictionaryTexts } from '@betshell/domain';
import { ErrorBodySchema } from '../http/error-body';
import { ApiError } from '../http/api-error';
import {
  checkPromoCode,
  eligibilityFor,
  forfeitBonus,
  offerById,
  offerByName,
  OFFER_COLUMNS,
  offerOf,
  playerBonuses,
  redeemPromoCode,
  rememberVisitor,
  setBonusesDeclined,
  takeOffer,
  type BonusOffer,
  type PlayerBonus,
} from './bonus-engine';
import { visitorIdOf } from './registration-bonus';

export interface BonusRoutesOptions {
  readonly database: Database;
  readonly clock: Clock;
  readonly texts: ReadonlyMap<string, DictionaryTexts>;
}

const ERRORS = {
  400: ErrorBodySchema,
  401: ErrorBodySchema,
  404: ErrorBodySchema,
  409: ErrorBodySchema,
};

const titleOf = (offer: BonusOffer, lng: string) => (lng === 'ru' ? offer.titleRu : offer.titleEn);

const offerView = (offer: BonusOffer, lng: string) => ({
  id: offer.id,
  kind: offer.kind,
  title: titleOf(offer, lng),
  terms: offer.terms,
});

function bonusView(
  bonus: PlayerBonus & { balanceMinor?: number },
  offer: BonusOffer,
  lng: string,
): PlayerBonusView {
  return {
    id: bonus.id,
    offerId: bonus.offerId,
    kind: offer.kind,
    title: titleOf(offer, lng),
    status: bonus.status,
    currency: bonus.currency,
    amountMinor: bonus.amountMinor,
    wagerRequiredMinor: bonus.wagerRequiredMinor,
    wageredMinor: bonus.wageredMinor,
    balanceMinor: bonus.balanceMinor ?? 0,
    releasedMinor: bonus.releasedMinor,
    terms: bonus.terms,
    expiresAt: bonus.expiresAt?.toISOString() ?? null,
    grantedAt: bonus.grantedAt?.toISOString() ?? null,
  };
}

const LngQuery = Type.Object({ lng: Type.Optional(Type.String({ pattern: '^[a-z]{2}$' })) });

/**
 * The player's side of the bonus engine under /web-api: their bonuses with progress, the offers
 * they may take now (terms first), taking one, promo codes (checked with the reason in words,
 * redeemed), giving a bonus up and declining bonuses.
 */
export const bonusRoutes: FastifyPluginCallbackTypebox<BonusRoutesOptions> = (
  app,
  { database, clock, texts },
  done,
) => {
  const words = (lng: string | undefined, key: string) =>
    texts.get(lng ?? 'en')?.[key] ?? texts.get('en')?.[key] ?? key;

  app.get(
    '/bonuses',
    {
      preHandler: app.requirePlayer,
      schema: { querystring: LngQuery, response: { 200: BonusesAnswerSchema, ...ERRORS } },
    },
    async (request, reply) => {
      const playerId = request.player!.userId;
      const lng = request.query.lng ?? 'en';
      const now = clock();
      void reply.header('cache-control', 'no-store');
      return database.transaction(async (tx) => {
        const bonuses = await playerBonuses(tx, playerId, now);
        const [player] = await tx.query<{ bonuses_declined: boolean }>(
          'select bonuses_declined from players where id = $1',
          [playerId],
        );
        const offers = (
          await tx.query(`select ${OFFER_COLUMNS} from bonus_offers where active order by id`)
        ).map(offerOf);
        const open = [];
        for (const offer of offers) {
          // Only what the player may take now, promo-code offers aside (a code names those), and
          // the bonus loyalty points buy (the rewards page sells it).
          if (offer.name === LOYALTY_POINTS_OFFER) continue;
          const coded = await tx.query('select 1 from promo_codes where offer_id = $1 limit 1', [
            offer.id,
          ]);
          if (coded.length === 0 && (await eligibilityFor(tx, playerId, offer, now)) === null)
            open.push(offerView(offer, lng));
        }
        return {
          declined: player?.bonuses_declined === true,
          bonuses: bonuses.map((bonus) => bonusView(bonus, bonus.offer, lng)),
          offers: open,
        };
      });
    },
  );

  // The registration page's welcome offers: before there is a player, so no player's eligibility
  // (the register call judges that); an offer an operator switched off is not shown.
  app.get(
    '/bonuses/welcome',
    {
      schema: { querystring: LngQuery, response: { 200: WelcomeOffersAnswerSchema, ...ERRORS } },
    },
    async (request) => {
      const lng = request.query.lng ?? 'en';
      const offers: WelcomeOfferView[] = [];
      for (const welcome of WELCOME_OFFERS) {
        const offer = await offerByName(database, welcome.offerName);
        if (offer?.active === true)
          offers.push({ ...offerView(offer, lng), choice: welcome.choice });
      }
      return { offers };
    },
  );

  app.post(
    '/bonuses/promo-code/check',
    {
      schema: {
        body: PromoCodeBodySchema,
        response: { 200: PromoCodeCheckAnswerSchema, ...ERRORS },
      },
      // A code is checked at registration too, before there is a player: signed in is optional.
      preHandler: async (request, reply) => {
        try {
          await app.requirePlayer(request, reply);
        } catch {
          request.player = null;
        }
      },
    },
    async (request) => {
      const { code, lng } = request.body;
      const check = await checkPromoCode(database, code, request.player?.userId ?? null, clock());
      request.log.info(
        { userId: request.player?.userId, place: request.body.place, ok: check.ok },
        'bonuses: promo code checked',
      );
      if (!check.ok)
        return {
          ok: false,
          refusal: check.refusal,
          message: words(lng, PROMO_REFUSAL_KEY[check.refusal]),
        };
      return { ok: true, offer: offerView(check.offer, lng ?? 'en') };
    },
  );

  app.post(
    '/bonuses/promo-code/redeem',
    {
      preHandler: app.requirePlayer,
      schema: { body: PromoCodeBodySchema, response: { 200: PlayerBonusSchema, ...ERRORS } },
    },
    async (request) => {
      const playerId = request.player!.userId;
      const visitorId = await visitorIdOf(database, request);
      const bonus = await database.transaction(async (tx) => {
        await rememberVisitor(tx, playerId, visitorId);
        return redeemPromoCode(tx, request.body.code, playerId, clock());
      });
      request.log.info({ userId: playerId, bonusId: bonus.id }, 'bonuses: promo code redeemed');
      return bonusView(
        bonus,
        (await offerById(database, bonus.offerId))!,
        request.body.lng ?? 'en',
      );
    },
  );

  app.post(
    '/bonuses/offers/:offerId/take',
    {
      preHandler: app.requirePlayer,
      schema: {
        params: Type.Object({ offerId: Type.Integer({ minimum: 1 }) }),
        querystring: LngQuery,
        response: { 200: PlayerBonusSchema, ...ERRORS },
      },
    },
    async (request) => {
      const playerId = request.player!.userId;
      const offer = await offerById(database, request.params.offerId);
      const coded =
        offer === null
          ? []
          : await database.query('select 1 from promo_codes where offer_id = $1 limit 1', [
              offer.id,
            ]);
      if (offer === null || coded.length > 0 || offer.name === LOYALTY_POINTS_OFFER) {
        throw new ApiError(404, 'OFFER_NOT_FOUND', 'There is no such offer to take');
      }
      const visitorId = await visitorIdOf(database, request);
      const bonus = await database.transaction(async (tx) => {
        await rememberVisitor(tx, playerId, visitorId);
        return takeOffer(tx, { playerId, offer, now: clock() });
      });
      request.log.info({ userId: playerId, bonusId: bonus.id }, 'bonuses: offer taken');
      return bonusView(bonus, offer, request.query.lng ?? 'en');
    },
  );

  app.post(
    '/bonuses/:bonusId/forfeit',
    {
      preHandler: app.requirePlayer,
      schema: {
        params: Type.Object({ bonusId: Type.Integer({ minimum: 1 }) }),
        querystring: LngQuery,
        response: { 200: PlayerBonusSchema, ...ERRORS },
      },
    },
    async (request) => {
      const playerId = request.player!.userId;
      const bonus = await database.transaction((tx) =>
        forfeitBonus(tx, playerId, request.params.bonusId, clock()),
      );
      request.log.info({ userId: playerId, bonusId: bonus.id }, 'bonuses: given up');
      return bonusView(
        bonus,
        (await offerById(database, bonus.offerId))!,
        request.query.lng ?? 'en',
      );
    },
  );

  app.put(
    '/bonuses/declined',
    {
      preHandler: app.requirePlayer,
      schema: {
        body: BonusesDeclinedBodySchema,
        response: { 200: Type.Object({ declined: Type.Boolean() }), ...ERRORS },
      },
    },
    async (request) => {
      const playerId = request.player!.userId;
      await database.transaction((tx) =>
        setBonusesDeclined(tx, playerId, request.body.declined, clock()),
      );
      return { declined: request.body.declined };
    },
  );

  done();
};
