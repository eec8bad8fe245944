import { ACCOUNT_TYPE } from '@betshell/domain/accounts';
import type { SiteCurrency } from '@betshell/domain/auth';
import {
  DEFAULT_BONUS_TERMS,
  bonusEligibility,
  bonusExpiresAtMs,
  bonusRefusalCode,
  isBonusOpen,
  bonusGrantMinor,
  isStakeOverBonusMax,
  PROMO_REFUSAL_KEY,
  normalizePromoCode,
  promoRefusalOf,
  wageringContributionMinor,
  wageringRequiredMinor,
  type BonusEligibilityRefusal,
  type BonusKind,
  type BonusStatus,
  type BonusTerms,
  type PromoCodeRefusal,
  type WageringStake,
} from '@betshell/domain/bonuses';
import type { Queryable } from '../db/database';
import { ApiError } from '../http/api-error';
import { accountRepository } from '../accounts/account-repository';
import { credit, debit } from '../accounts/ledger';
import { activeExclusion } from '../limits/limit-enforcement';

/** An offer as stored (migration 0300). */
export interface BonusOffer {
  readonly id: number;
  readonly name: string;
  readonly kind: BonusKind;
  readonly titleRu: string;
  readonly titleEn: string;
  readonly terms: BonusTerms;
  readonly active: boolean;
}

/** A player's bonus as stored. */
export interface PlayerBonus {
  readonly id: number;
  readonly playerId: number;
  readonly offerId: number;
  readonly status: BonusStatus;
  readonly currency: string;
  readonly accountId: number | null;
  readonly terms: BonusTerms;
  readonly amountMinor: number;
  readonly wagerRequiredMinor: number;
  readonly wageredMinor: number;
  readonly releasedMinor: number;
  readonly promoCode: string | null;
  readonly takenAt: Date;
  readonly grantedAt: Date | null;
  readonly expiresAt: Date | null;
  readonly endedAt: Date | null;
}

/** Stored terms over the defaults: a term added later reads as its default in older rows. */
export function termsOf(stored: unknown): BonusTerms {
  return { ...DEFAULT_BONUS_TERMS, ...(stored as Partial<BonusTerms>) };
}

export const OFFER_COLUMNS = 'id, name, kind, title_ru, title_en, terms, active';

export function offerOf(row: Record<string, unknown>): BonusOffer {
  return {
    id: Number(row['id']),
    name: String(row['name']),
    kind: row['kind'] as BonusKind,
    titleRu: String(row['title_ru']),
    titleEn: String(row['title_en']),
    terms: termsOf(row['terms']),
    active: row['active'] === true,
  };
}

export const BONUS_COLUMNS =
  'id, player_id, offer_id, status, currency, account_id, terms, amount_minor, wager_required_minor, wagered_minor, released_minor, promo_code, taken_at, granted_at, expires_at, ended_at';

const dateOrNull = (value: unknown) => (value === null ? null : (value as Date));

export function bonusOf(row: Record<string, unknown>): PlayerBonus {
  return {
    id: Number(row['id']),
    playerId: Number(row['player_id']),
    offerId: Number(row['offer_id']),
    status: row['status'] as BonusStatus,
    currency: String(row['currency']),
    accountId: row['account_id'] === null ? null : Number(row['account_id']),
    terms: termsOf(row['terms']),
    amountMinor: Number(row['amount_minor']),
    wagerRequiredMinor: Number(row['wager_required_minor']),
    wageredMinor: Number(row['wagered_minor']),
    releasedMinor: Number(row['released_minor']),
    promoCode: (row['promo_code'] as string | null) ?? null,
    takenAt: row['taken_at'] as Date,
    grantedAt: dateOrNull(row['granted_at']),
    expiresAt: dateOrNull(row['expires_at']),
    endedAt: dateOrNull(row['ended_at']),
  };
}

export async function offerById(db: Queryable, id: number): Promise<BonusOffer | null> {
  const [row] = await db.query(`select ${OFFER_COLUMNS} from bonus_offers where id = $1`, [id]);
  return row === undefined ? null : offerOf(row);
}

export async function offerByName(db: Queryable, name: string): Promise<BonusOffer | null> {
  const [row] = await db.query(`select ${OFFER_COLUMNS} from bonus_offers where name = $1`, [name]);
  return row === undefined ? null : offerOf(row);
}

/** Remembers a device the player used, for offers that a household has once. */
export async function rememberVisitor(db: Queryable, playerId: number, visitorId: string | null) {
  if (visitorId === null) return;
  await db.query(
    'insert into player_visitors (player_id, visitor_id) values ($1, $2) on conflict do nothing',
    [playerId, visitorId],
  );
}

/** Whether the player may have the offer now; null when they may. */
export async function eligibilityFor(
  db: Queryable,
  playerId: number,
  offer: BonusOffer,
  now: Date,
): Promise<BonusEligibilityRefusal | null> {
  const [row] = await db.query<Record<string, unknown>>(
    `select p.country_id, p.currency, p.bonuses_declined,
            exists (select 1 from player_bonuses b where b.player_id = p.id and b.offer_id = $2
                      and b.status <> 'cancelled') as had_offer,
            exists (select 1 from player_visitors mine
                      join player_visitors theirs on theirs.visitor_id = mine.visitor_id
                                                 and theirs.player_id <> mine.player_id
                      join player_bonuses b on b.player_id = theirs.player_id and b.offer_id = $2
                                           and b.status <> 'cancelled'
                     where mine.player_id = p.id) as household_had_offer,
            exists (select 1 from player_bonuses b where b.player_id = p.id
                      and (b.status = 'pending'
                           or (b.status = 'active' and (b.expires_at is null or b.expires_at > $3))))
              as has_open
       from players p where p.id = $1`,
    [playerId, offer.id, now],
  );
  if (row === undefined) throw new ApiError(404, 'PLAYER_NOT_FOUND', 'There is no such player');
  return bonusEligibility(offer.terms, {
    countryId: row['country_id'] === null ? null : Number(row['country_id']),
    currency: String(row['currency']),
    hadOffer: row['had_offer'] === true,
    householdHadOffer: row['household_had_offer'] === true,
    excluded: (await activeExclusion(db, playerId, now)) !== null,
    declined: row['bonuses_declined'] === true,
    hasOpenBonus: row['has_open'] === true,
  });
}

/** The words of the engine's refusals of an offer, for the API's error message. */
export const BONUS_REFUSAL_MESSAGE: Readonly<Record<BonusEligibilityRefusal, string>> = {
  excluded: 'No bonus is offered while the account is self-excluded or in a time-out',
  declined: 'You declined bonuses: allow them again in the office first',
  country: 'This offer is not for your country',
  currency: 'This offer is not for your currency',
  taken: 'You have had this offer already',
  household: 'This offer was taken from your device already',
  busy: 'Another bonus of yours is still open: finish or give it up first',
};

/** 409 with the refusal's code (BONUS_ALREADY_OPEN for another open bonus) and its words. */
function refusedTake(refusal: BonusEligibilityRefusal): ApiError {
  return new ApiError(409, bonusRefusalCode(refusal), BONUS_REFUSAL_MESSAGE[refusal], {
    refusal,
    messageKey: PROMO_REFUSAL_KEY[promoRefusalOf(refusal)],
  });
}

/**
 * Takes an offer for the player, once: a deposit match waits (pending) for the deposit that pays
 * it, the other kinds are granted at once. `grantKey` names what makes it once; an offer had once
 * per player or household is keyed by the offer itself.
 */
export async function takeOffer(
  tx: Queryable,
  request: {
    playerId: number;
    offer: BonusOffer;
    now: Date;
    promoCode?: string | null;
    cause?: string;
  },
): Promise<PlayerBonus> {
  const { playerId, offer, now } = request;
  if (!offer.active) throw new ApiError(400, 'OFFER_CLOSED', 'This offer is not offered now');
  // Queues the player's takes and grants, so two parallel requests see each other's bonus.
  await tx.query('select id from players where id = $1 for no key update', [playerId]);
  // A bonus past its end gives its place up now, before the one open bonus is judged.
  await openBonus(tx, playerId, now);
  const refusal = await eligibilityFor(tx, playerId, offer, now);
  if (refusal !== null) throw refusedTake(refusal);
  const [player] = await tx.query<{ currency: string }>(
    'select currency from players where id = $1',
    [playerId],
  );
  const grantKey =
    offer.terms.onePer === 'none'
      ? `offer:${offer.id}:${request.cause ?? now.toISOString()}`
      : `offer:${offer.id}`;
  const [row] = await tx.query(
    `insert into player_bonuses (player_id, offer_id, grant_key, status, currency, terms, promo_code, taken_at)
     values ($1, $2, $3, 'pending', $4, $5, $6, $7)
     on conflict do nothing
     returning ${BONUS_COLUMNS}`,
    [
      playerId,
      offer.id,
      grantKey,
      player!.currency,
      JSON.stringify(offer.terms),
      request.promoCode ?? null,
      now,
    ],
  );
  // A parallel take of the player committed first (the grant key or the one open bonus, whose
  // partial unique index holds even where the player's lock did not queue the two).
  if (row === undefined) throw refusedTake('busy');
  const bonus = bonusOf(row);
  if (offer.kind === 'deposit_match') return bonus;
  const netLossMinor = offer.kind === 'cashback' ? await netLoss(tx, playerId, now) : 0;
  return grant(tx, bonus, bonusGrantMinor(offer.kind, offer.terms, { netLossMinor }), now);
}

/** The player's stakes less what came back, over the last seven days: what cashback pays on. */
async function netLoss(tx: Queryable, playerId: number, now: Date): Promise<number> {
  const [row] = await tx.query<{ net: string | number | null }>(
    `select -sum(l.amount_minor) as net from ledger_entries l
       join accounts a on a.id = l.account_id and a.player_id = $1 and a.type <> $3
      where l.created_at > $2
        and (l.reason in ('bet-stake', 'casino-stake', 'bet-payout', 'bet-refund')
             or l.reason like 'casino-%')`,
    [playerId, new Date(now.getTime() - 7 * 86_400_000), ACCOUNT_TYPE.bonus],
  );
  return Math.max(0, Number(row?.net ?? 0));
}

/** Puts a bonus's money on the bonus account and starts its clock; 0 cancels it. */
async function grant(
  tx: Queryable,
  bonus: PlayerBonus,
  amountMinor: number,
  now: Date,
): Promise<PlayerBonus> {
  if (amountMinor <= 0) return end(tx, bonus, 'cancelled', now, 0);
  const account = await accountRepository.open(
    tx,
    bonus.playerId,
    ACCOUNT_TYPE.bonus,
    bonus.currency as SiteCurrency,
  );
  await credit(tx, account.id, amountMinor, 'bonus-grant', `bonus:${bonus.id}:grant`);
  const required = wageringRequiredMinor(amountMinor, bonus.terms);
  const [row] = await tx.query(
    `update player_bonuses
        set status = 'active', account_id = $2, amount_minor = $3, wager_required_minor = $4,
            granted_at = $5, expires_at = $6
      where id = $1 and status = 'pending'
      returning ${BONUS_COLUMNS}`,
    [
      bonus.id,
      account.id,
      amountMinor,
      required,
      now,
      new Date(bonusExpiresAtMs(now.getTime(), bonus.terms)),
    ],
  );
  const granted = bonusOf(row!);
  // Nothing to wager: the money is the player's at once.
  return required === 0 ? release(tx, granted, now) : granted;
}

/** The player's open (pending or active) bonus, locked; an active one past its end expires. */
async function openBonus(tx: Queryable, playerId: number, now: Date): Promise<PlayerBonus | null> {
  const [row] = await tx.query(
    `select ${BONUS_COLUMNS} from player_bonuses
      where player_id = $1 and status in ('pending', 'active') for update`,
    [playerId],
  );
  if (row === undefined) return null;
  const bonus = bonusOf(row);
  if (!isBonusOpen(bonus, now)) {
    await end(tx, bonus, 'expired', now);
    return null;
  }
  return bonus;
}

/**
 * A completed deposit into a money account (inside its transaction): pays the player's pending
 * deposit match when the deposit is in its currency and at least its least deposit.
 */
export async function onDepositCompleted(
  tx: Queryable,
  payment: { playerId: number; amountMinor: number; currency: string },
  now: Date,
): Promise<PlayerBonus | null> {
  const bonus = await openBonus(tx, payment.playerId, now);
  if (bonus === null || bonus.status !== 'pending' || bonus.currency !== payment.currency)
    return null;
  const offer = await offerById(tx, bonus.offerId);
  if (offer === null || offer.kind !== 'deposit_match') return null;
  if (payment.amountMinor < bonus.terms.minDepositMinor) return null;
  if ((await activeExclusion(tx, payment.playerId, now)) !== null) return null;
  return grant(
    tx,
    bonus,
    bonusGrantMinor('deposit_match', bonus.terms, { depositMinor: payment.amountMinor }),
    now,
  );
}

/** Whether the player has a pending deposit match: the balance's is_available_first_deposit_bonus. */
export async function hasPendingDepositMatch(db: Queryable, playerId: number): Promise<boolean> {
  const rows = await db.query(
    `select 1 from player_bonuses b join bonus_offers o on o.id = b.offer_id
      where b.player_id = $1 and b.status = 'pending' and o.kind = 'deposit_match'`,
    [playerId],
  );
  return rows.length > 0;
}

/**
 * Refuses a stake over the maximum the player's active bonus allows while it is wagered (before
 * the stake is taken, in its transaction).
 */
export async function assertStakeAllowedByBonus(
  tx: Queryable,
  playerId: number,
  stake: { amountMinor: number; currency: string },
): Promise<void> {
  const [row] = await tx.query<ActiveBonusTerms>(
    `select terms, currency from player_bonuses where player_id = $1 and status = 'active'`,
    [playerId],
  );
  assertStakeWithinBonusTerms(row ?? null, stake);
}

/** The terms of the bonus a player is wagering, as a statement of the stake's reads them. */
export interface ActiveBonusTerms {
  readonly terms: unknown;
  readonly currency: string;
}

/**
 * assertStakeAllowedByBonus for a caller that read the active bonus in a statement of its own
 * (coupon placement reads it with its limits, one round trip fewer).
 */
export function assertStakeWithinBonusTerms(
  row: ActiveBonusTerms | null,
  stake: { amountMinor: number; currency: string },
): void {
  if (row === null || row.currency !== stake.currency) return;
  const terms = termsOf(row.terms);
  if (isStakeOverBonusMax(terms, stake.amountMinor))
    throw new ApiError(
      400,
      'BONUS_MAX_STAKE',
      'While a bonus is wagered a single stake may not be larger than its terms allow',
      { maxStakeMinor: terms.maxStakeMinor },
    );
}

/**
 * Counts a stake towards the player's active bonus (inside the stake's transaction), once per
 * reference; when the wagering is met the remainder moves to the real account.
 */
export async function countStake(
  tx: Queryable,
  playerId: number,
  stake: WageringStake & { currency: string; reference: string },
  now: Date,
  /** What the caller read of it in this transaction with the player's lock held, if it did. */
  known?: { readonly activeBonus: boolean },
): Promise<PlayerBonus | null> {
  if (known?.activeBonus === false) return null;
  // Most stakes are made without a bonus: one cheap read before any lock.
  const [any] = await tx.query(
    `select 1 from player_bonuses where player_id = $1 and status = 'active'`,
    [playerId],
  );
  if (any === undefined) return null;
  const bonus = await openBonus(tx, playerId, now);
  if (bonus === null || bonus.status !== 'active' || bonus.currency !== stake.currency) return null;
  const counted = wageringContributionMinor(bonus.terms, stake);
  const inserted = await tx.query(
    `insert into bonus_wagering_stakes (bonus_id, reference, stake_minor, counted_minor, created_at)
     values ($1, $2, $3, $4, $5) on conflict do nothing returning bonus_id`,
    [bonus.id, stake.reference, stake.amountMinor, counted, now],
  );
  if (inserted.length === 0 || counted === 0) return bonus;
  const [row] = await tx.query(
    `update player_bonuses set wagered_minor = wagered_minor + $2 where id = $1
     returning ${BONUS_COLUMNS}`,
    [bonus.id, counted],
  );
  const updated = bonusOf(row!);
  return updated.wageredMinor >= updated.wagerRequiredMinor ? release(tx, updated, now) : updated;
}

/**
 * A stake given back (a casino bet rolled back) counts no more towards the active bonus it
 * counted for; one that already met the wagering stays met (its release happened).
 */
export async function uncountStake(
  tx: Queryable,
  playerId: number,
  reference: string,
  now: Date,
): Promise<void> {
  const bonus = await openBonus(tx, playerId, now);
  if (bonus === null || bonus.status !== 'active') return;
  const [removed] = await tx.query<{ counted_minor: string | number }>(
    `delete from bonus_wagering_stakes where bonus_id = $1 and reference = $2
     returning counted_minor`,
    [bonus.id, reference],
  );
  if (removed === undefined) return;
  await tx.query(
    'update player_bonuses set wagered_minor = greatest(0, wagered_minor - $2) where id = $1',
    [bonus.id, Number(removed.counted_minor)],
  );
}

/** The money account a bonus's remainder goes to: the player's account in its currency. */
async function realAccountFor(tx: Queryable, bonus: PlayerBonus): Promise<number> {
  const [row] = await tx.query<{ id: string | number }>(
    `select id from accounts where player_id = $1 and currency = $2 and type in ($3, $4)
        and not closed
      order by type limit 1`,
    [bonus.playerId, bonus.currency, ACCOUNT_TYPE.main, ACCOUNT_TYPE.currency],
  );
  if (row !== undefined) return Number(row.id);
  return (
    await accountRepository.open(
      tx,
      bonus.playerId,
      ACCOUNT_TYPE.currency,
      bonus.currency as SiteCurrency,
    )
  ).id;
}

async function bonusBalance(tx: Queryable, accountId: number | null): Promise<number> {
  if (accountId === null) return 0;
  const [row] = await tx.query<{ balance_minor: string | number }>(
    'select balance_minor from accounts where id = $1 for update',
    [accountId],
  );
  return Number(row?.balance_minor ?? 0);
}

/** Wagered: what is left on the bonus account moves to the real account, in this transaction. */
async function release(tx: Queryable, bonus: PlayerBonus, now: Date): Promise<PlayerBonus> {
  const left = await bonusBalance(tx, bonus.accountId);
  if (left > 0) {
    const reference = `bonus:${bonus.id}:release`;
    const target = await realAccountFor(tx, bonus);
    await debit(tx, bonus.accountId!, left, 'bonus-release', reference);
    await credit(tx, target, left, 'bonus-release', reference);
  }
  const [row] = await tx.query(
    `update player_bonuses set status = 'wagered', released_minor = $2, ended_at = $3
      where id = $1 and status = 'active' returning ${BONUS_COLUMNS}`,
    [bonus.id, left, now],
  );
  return bonusOf(row!);
}

/** Ends a bonus without paying it: what is left on the bonus account is removed. */
async function end(
  tx: Queryable,
  bonus: PlayerBonus,
  status: 'expired' | 'forfeited' | 'cancelled',
  now: Date,
  leftMinor?: number,
): Promise<PlayerBonus> {
  const left =
    leftMinor ?? (bonus.status === 'active' ? await bonusBalance(tx, bonus.accountId) : 0);
  if (left > 0) {
    await debit(
      tx,
      bonus.accountId!,
      left,
      status === 'expired' ? 'bonus-expire' : 'bonus-forfeit',
      `bonus:${bonus.id}:${status}`,
    );
  }
  const [row] = await tx.query(
    `update player_bonuses set status = $2, ended_at = $3
      where id = $1 and status in ('pending', 'active') returning ${BONUS_COLUMNS}`,
    [bonus.id, status, now],
  );
  return bonusOf(row!);
}

/**
 * A withdrawal (inside its transaction): while a bonus is being wagered it is forfeited, but only
 * when the player confirmed that; otherwise 409 BONUS_FORFEIT_CONFIRM says what they would lose.
 */
export async function forfeitForWithdrawal(
  tx: Queryable,
  playerId: number,
  confirmed: boolean,
  now: Date,
): Promise<void> {
  const [any] = await tx.query(
    `select 1 from player_bonuses where player_id = $1 and status = 'active'`,
    [playerId],
  );
  if (any === undefined) return;
  const bonus = await openBonus(tx, playerId, now);
  if (bonus === null || bonus.status !== 'active') return;
  if (!confirmed) {
    throw new ApiError(
      409,
      'BONUS_FORFEIT_CONFIRM',
      'A withdrawal now gives up the bonus being wagered: confirm to go on',
      {
        bonusId: bonus.id,
        balanceMinor: await bonusBalance(tx, bonus.accountId),
        currency: bonus.currency,
      },
    );
  }
  await end(tx, bonus, 'forfeited', now);
}

/** The player gives up their open bonus (office). */
export async function forfeitBonus(
  tx: Queryable,
  playerId: number,
  bonusId: number,
  now: Date,
): Promise<PlayerBonus> {
  const bonus = await openBonus(tx, playerId, now);
  if (bonus === null || bonus.id !== bonusId)
    throw new ApiError(404, 'BONUS_NOT_FOUND', 'There is no open bonus of yours with this id');
  return end(tx, bonus, bonus.status === 'pending' ? 'cancelled' : 'forfeited', now);
}

/** The office's switch: declining bonuses cancels a bonus still waiting for its deposit. */
export async function setBonusesDeclined(
  tx: Queryable,
  playerId: number,
  declined: boolean,
  now: Date,
): Promise<void> {
  await tx.query('update players set bonuses_declined = $2 where id = $1', [playerId, declined]);
  if (!declined) return;
  const bonus = await openBonus(tx, playerId, now);
  if (bonus !== null && bonus.status === 'pending') await end(tx, bonus, 'cancelled', now);
}

/** Expires every active bonus past its end (the operator's sweep; reads expire lazily too). */
export async function expireDueBonuses(tx: Queryable, now: Date): Promise<number> {
  const rows = await tx.query(
    `select ${BONUS_COLUMNS} from player_bonuses
      where status = 'active' and expires_at <= $1 order by id for update skip locked`,
    [now],
  );
  for (const row of rows) await end(tx, bonusOf(row), 'expired', now);
  return rows.length;
}

/** The player's bonuses, newest first, after expiring what is due. */
export async function playerBonuses(
  tx: Queryable,
  playerId: number,
  now: Date,
): Promise<(PlayerBonus & { balanceMinor: number; offer: BonusOffer })[]> {
  await openBonus(tx, playerId, now);
  const rows = await tx.query(
    `select ${BONUS_COLUMNS.split(', ')
      .map((column) => `b.${column}`)
      .join(', ')}, coalesce(a.balance_minor, 0) as balance_minor,
            o.name, o.kind, o.title_ru, o.title_en, o.active, o.terms as offer_terms
       from player_bonuses b join bonus_offers o on o.id = b.offer_id
       left join accounts a on a.id = b.account_id
      where b.player_id = $1 order by b.id desc limit 50`,
    [playerId],
  );
  return rows.map((row) => {
    const bonus = bonusOf(row);
    return {
      ...bonus,
      balanceMinor: bonus.status === 'active' ? Number(row['balance_minor']) : 0,
      offer: offerOf({ ...row, id: row['offer_id'], terms: row['offer_terms'] }),
    };
  });
}

/** What checking a promo code answers. */
export type PromoCheck =
  | { readonly ok: true; readonly offer: BonusOffer; readonly code: string }
  | { readonly ok: false; readonly refusal: PromoCodeRefusal };

/**
 * Checks a promo code: unknown, expired (or not started), used (up, or by this player or
 * household), not for this player (another player's code, country, currency), and for a signed-in
 * player whether they may have a bonus at all now (responsible gambling, declined, another open).
 */
export async function checkPromoCode(
  db: Queryable,
  text: string,
  playerId: number | null,
  now: Date,
): Promise<PromoCheck> {
  const code = normalizePromoCode(text);
  if (code === null) return { ok: false, refusal: 'unknown' };
  const [row] = await db.query<Record<string, unknown>>(
    `select c.starts_at, c.ends_at, c.max_uses, c.uses, c.player_id, o.active, ${OFFER_COLUMNS.split(
      ', ',
    )
      .map((column) => `o.${column}`)
      .join(', ')}
       from promo_codes c join bonus_offers o on o.id = c.offer_id where c.code = $1`,
    [code],
  );
  if (row === undefined) return { ok: false, refusal: 'unknown' };
  const offer = offerOf(row);
  const startsAt = dateOrNull(row['starts_at']);
  const endsAt = dateOrNull(row['ends_at']);
  if (!offer.active || (endsAt !== null && endsAt <= now) || (startsAt !== null && startsAt > now))
    return { ok: false, refusal: 'expired' };
  if (row['max_uses'] !== null && Number(row['uses']) >= Number(row['max_uses']))
    return { ok: false, refusal: 'used' };
  const owner = row['player_id'] === null ? null : Number(row['player_id']);
  if (owner !== null && owner !== playerId) return { ok: false, refusal: 'not-for-player' };
  if (playerId !== null) {
    const refusal = await eligibilityFor(db, playerId, offer, now);
    if (refusal !== null) return { ok: false, refusal: promoRefusalOf(refusal) };
  }
  return { ok: true, offer, code };
}

/** Takes the offer of a promo code for the player, counting the code's use, in one transaction. */
export async function redeemPromoCode(
  tx: Queryable,
  text: string,
  playerId: number,
  now: Date,
): Promise<PlayerBonus> {
  // Queues the player's redeems before the check, so a parallel one is judged on what the first
  // took (the same refusal on PostgreSQL as on one connection).
  await tx.query('select id from players where id = $1 for no key update', [playerId]);
  await openBonus(tx, playerId, now);
  const check = await checkPromoCode(tx, text, playerId, now);
  if (!check.ok && check.refusal === 'busy') throw refusedTake('busy');
  if (!check.ok)
    throw new ApiError(400, 'PROMO_CODE_REFUSED', `The promo code is refused: ${check.refusal}`, {
      refusal: check.refusal,
      messageKey: PROMO_REFUSAL_KEY[check.refusal],
    });
  // Counted under the row's lock, so a code's last use is taken once.
  const used = await tx.query(
    `update promo_codes set uses = uses + 1
      where code = $1 and (max_uses is null or uses < max_uses) returning code`,
    [check.code],
  );
  if (used.length === 0)
    throw new ApiError(400, 'PROMO_CODE_REFUSED', 'The promo code is refused: used', {
      refusal: 'used',
      messageKey: PROMO_REFUSAL_KEY.used,
    });
  return takeOffer(tx, { playerId, offer: check.offer, now, promoCode: check.code });
}
