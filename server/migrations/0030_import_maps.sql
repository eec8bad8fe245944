-- The import maps of the environments: each environment serves its build's map with its
-- pins laid over it. import_maps holds the current pins and a version that every change raises by
-- one, so a write made from an older version is refused (optimistic concurrency, 409).
create table import_maps (
  environment text primary key check (environment in ('development', 'staging', 'production')),
  version integer not null check (version >= 1),
  pins jsonb not null,
  updated_at timestamptz not null default now()
);

-- One row per version of an environment's pins: who changed what, when and why. Rows are never
-- changed or removed (the trigger below), so a rollback is a new row that restores older pins.
create table import_map_history (
  environment text not null references import_maps (environment),
  version integer not null check (version >= 1),
  action text not null check (action in ('start', 'pin', 'unpin', 'patch', 'promote', 'rollback')),
  actor text not null,
  reason text not null,
  changes jsonb not null,
  pins jsonb not null,
  created_at timestamptz not null default now(),
  primary key (environment, version)
);

create function import_map_history_is_append_only() returns trigger
language plpgsql as $$
begin
  raise exception 'import_map_history is append-only: % is refused', tg_op;
end;
$$;

create trigger import_map_history_append_only
  before update or delete on import_map_history
  for each row execute function import_map_history_is_append_only();

-- Every environment starts from its build with nothing pinned: that is version 1, the first entry.
insert into import_maps (environment, version, pins)
values ('development', 1, '{}'), ('staging', 1, '{}'), ('production', 1, '{}');

insert into import_map_history (environment, version, action, actor, reason, changes, pins)
select environment, 1, 'start', 'migration 0030', 'the environment serves its build, nothing pinned', '[]', '{}'
  from import_maps;
