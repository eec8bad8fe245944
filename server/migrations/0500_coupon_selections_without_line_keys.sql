-- A coupon's selections no longer carry foreign keys to the line's markets and events. A foreign
-- key's check locks the row it points at (for key share) in the inserting transaction, and every
-- coupon on a popular game points at the same few rows: PostgreSQL then builds a multixact for
-- each new locker of the row, which costs a bet more than its own writes (docs/performance.md,
-- Coupon placement). Placement writes only markets it has just read under its events' locks, and
-- nothing deletes the line's markets or events, so the keys guarded nothing the code does not.
alter table coupon_selections drop constraint coupon_selections_market_id_fkey;
alter table coupon_selections drop constraint coupon_selections_event_id_fkey;
