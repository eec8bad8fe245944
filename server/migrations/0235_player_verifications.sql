-- The verification of a player's identity (docs/verification.md): the personal data the player
-- entered, the state an operator decides (domain/src/verification/verification-state.ts), and the
-- reason of a rejection, one of a fixed list the player reads in their own language. One row per
-- player, made by the first save; no row is the state not-started. The spec's user config numbers
-- (players.verification_status, players.user_status_id) follow the state in the same transaction.
create table player_verifications (
  player_id bigint primary key references players (id) on delete cascade,
  state text not null default 'not-started'
    check (state in ('not-started', 'submitted', 'approved', 'rejected')),
  rejection_reason text
    check (rejection_reason in ('document-unreadable', 'document-expired', 'data-mismatch',
      'selfie-mismatch', 'documents-missing', 'under-age')),
  name text not null,
  surname text not null,
  birthday date not null,
  -- 1 passport, 2 national identity card, 3 driving licence (personal-data.ts).
  document_type_id integer not null check (document_type_id between 1 and 3),
  document_number text not null,
  document_issued_on date not null,
  document_expires_on date,
  address text not null,
  country_id integer not null,
  submitted_at timestamptz,
  decided_at timestamptz,
  updated_at timestamptz not null default now(),
  -- A rejection always says why, and nothing else carries a reason.
  check ((state = 'rejected') = (rejection_reason is not null))
);

-- The operators' queue: what waits, oldest first.
create index player_verifications_by_state on player_verifications (state, submitted_at);
