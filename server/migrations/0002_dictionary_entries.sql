-- Translated texts by language and i18next key, served at GET /web-api/dictionary/{lng}. The
-- release's texts (server/content/dictionaries) are added at start-up without overwriting rows that
-- an operator has edited.
create table dictionary_entries (
  lng text not null,
  key text not null,
  text text not null,
  updated_at timestamptz not null default now(),
  primary key (lng, key)
);
