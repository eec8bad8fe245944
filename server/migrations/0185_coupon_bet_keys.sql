-- A coupon's client_id is the browser's idempotency key: the same id again answers the coupon it
-- placed. bet_key says which bet that id was placed for (the SHA-256 of the domain's
-- placementBetKey: account, type, stakes and markets, not the odds, which move while an answer is
-- lost), so the same id sent for another bet is refused with 409 instead of being answered with a
-- coupon that is not the one asked for. Coupons placed before this column have none and answer as
-- they did.
alter table coupons add column bet_key text;
