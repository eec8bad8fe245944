import { Type } from 'typebox';

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) =>
  Type.Union([schema, Type.Null()]);

const KindSchema = Type.Union([
  Type.Literal('deposit_match'),
  Type.Literal('free_bet'),
  Type.Literal('free_spins'),
  Type.Literal('cashback'),
  Type.Literal('no_deposit'),
]);

/** An offer's terms (domain BonusTerms): shown to the player before a bonus is taken. */
export const BonusTermsSchema = Type.Object({
  percent: Nullable(Type.Integer()),
  amountMinor: Nullable(Type.Integer()),
  spins: Nullable(Type.Integer()),
  capMinor: Nullable(Type.Integer()),
  minDepositMinor: Type.Integer(),
  wageringMultiplier: Type.Number(),
  sportsMinOdds: Type.Number(),
  sportsContributionPercent: Type.Integer(),
  casinoWeights: Type.Record(Type.String(), Type.Integer()),
  casinoDefaultWeightPercent: Type.Integer(),
  maxStakeMinor: Nullable(Type.Integer()),
  expiryDays: Type.Integer(),
  onePer: Type.Union([Type.Literal('player'), Type.Literal('household'), Type.Literal('none')]),
  countries: Type.Array(Type.Integer()),
  currencies: Type.Array(Type.String()),
});

/** An offer as a player sees it. */
export const BonusOfferSchema = Type.Object({
  id: Type.Integer(),
  kind: KindSchema,
  title: Type.String(),
  terms: BonusTermsSchema,
});

/** One of the player's bonuses (domain PlayerBonusView). */
export const PlayerBonusSchema = Type.Object({
  id: Type.Integer(),
  offerId: Type.Integer(),
  kind: KindSchema,
  title: Type.String(),
  status: Type.Union([
    Type.Literal('pending'),
    Type.Literal('active'),
    Type.Literal('wagered'),
    Type.Literal('expired'),
    Type.Literal('forfeited'),
    Type.Literal('cancelled'),
  ]),
  currency: Type.String(),
  amountMinor: Type.Integer(),
  wagerRequiredMinor: Type.Integer(),
  wageredMinor: Type.Integer(),
  balanceMinor: Type.Integer(),
  releasedMinor: Type.Integer(),
  terms: BonusTermsSchema,
  expiresAt: Nullable(Type.String()),
  grantedAt: Nullable(Type.String()),
});

/** GET /web-api/bonuses: the player's bonuses, the offers they may take now, their decline. */
export const BonusesAnswerSchema = Type.Object({
  declined: Type.Boolean(),
  bonuses: Type.Array(PlayerBonusSchema),
  offers: Type.Array(BonusOfferSchema),
});

/** GET /web-api/bonuses/welcome: the offers behind the registration's bonus choice. */
export const WelcomeOffersAnswerSchema = Type.Object({
  offers: Type.Array(
    Type.Object({
      id: Type.Integer(),
      kind: KindSchema,
      title: Type.String(),
      terms: BonusTermsSchema,
      choice: Type.Union([Type.Literal('sport'), Type.Literal('casino')]),
    }),
  ),
});

/** POST /web-api/bonuses/promo-code/check and .../redeem. */
export const PromoCodeBodySchema = Type.Object(
  {
    code: Type.String({ maxLength: 64 }),
    place: Type.Union([
      Type.Literal('registration'),
      Type.Literal('deposit'),
      Type.Literal('office'),
    ]),
    lng: Type.Optional(Type.String({ pattern: '^[a-z]{2}$' })),
  },
  { additionalProperties: false },
);

/** The check's answer: the offer with its terms, or the refusal and its words. */
export const PromoCodeCheckAnswerSchema = Type.Object({
  ok: Type.Boolean(),
  refusal: Type.Optional(Type.String()),
  message: Type.Optional(Type.String()),
  offer: Type.Optional(BonusOfferSchema),
});

/** PUT /web-api/bonuses/declined. */
export const BonusesDeclinedBodySchema = Type.Object(
  { declined: Type.Boolean() },
  { additionalProperties: false },
);
