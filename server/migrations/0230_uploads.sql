-- Files players send (support attachments, identity documents), kept by the upload store
-- (server/src/uploads/upload-store.ts). The bytes live outside the web root, in the uploads folder
-- of the data directory, under the row's random id; the row says whose they are and what they are.
-- A refused file leaves neither a row nor a file.
create table uploads (
  -- 32 hex characters from 16 random bytes: the file's name on disk and its address, unguessable.
  id text primary key check (id ~ '^[0-9a-f]{32}$'),
  owner_player_id bigint not null references players (id) on delete cascade,
  -- What the file is for ('support', 'identity-document', ...): the caller's word, for operators.
  purpose text not null check (purpose ~ '^[a-z][a-z0-9-]{0,39}$'),
  -- The name the player's browser gave, checked (no path, no control characters), for downloads.
  file_name text not null,
  -- The type read from the file's first bytes, never the one the browser declared.
  media_type text not null check (media_type in ('image/jpeg', 'image/png', 'application/pdf')),
  size_bytes integer not null check (size_bytes > 0),
  sha256 text not null check (sha256 ~ '^[0-9a-f]{64}$'),
  created_at timestamptz not null default now()
);

create index uploads_owner on uploads (owner_player_id, created_at);
