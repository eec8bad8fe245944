-- The identity documents a player sends for verification (docs/verification.md): the document's
-- front, its back and a selfie. The file itself is in the upload store (table uploads, purpose
-- 'verification'); a row here says which kind it is. A player may send a kind again before sending
-- the verification or after a rejection: the latest row of each kind counts, the older ones stay
-- for the operators' history.
create table verification_documents (
  id bigint generated always as identity primary key,
  player_id bigint not null references players (id) on delete cascade,
  kind text not null check (kind in ('front', 'back', 'selfie')),
  upload_id text not null unique references uploads (id) on delete cascade,
  created_at timestamptz not null default now()
);

create index verification_documents_latest on verification_documents (player_id, kind, id desc);
