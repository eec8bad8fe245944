-- A deposit is credited only by its payment provider's signed callback
-- (server/src/accounts/payment-callback-routes.ts). provider_transaction_id is the provider's own id
-- of the payment: one transaction id settles one payment, however often the provider sends it.
-- payment_callback_receipts holds the signatures of the callbacks accepted within the timestamp
-- window, so the same signed message sent again (a replay) is refused.
alter table payments add column provider_transaction_id text;
create unique index payments_by_provider_transaction on payments (provider_transaction_id)
  where provider_transaction_id is not null;

create table payment_callback_receipts (
  signature text primary key,
  received_at timestamptz not null
);
create index payment_callback_receipts_by_time on payment_callback_receipts (received_at);
