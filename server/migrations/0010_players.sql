-- Players: the accounts of sign-in and registration. The id is also the numeric login of
-- decisions.md ("e-mail or numeric account id"); it starts at 100001 so that it reads as an account
-- number. Contacts are stored normalised (e-mail in lower case, phone as international digits).
create table players (
  id bigint generated always as identity (start with 100001) primary key,
  email text unique,
  email_confirmed boolean not null default false,
  phone text unique,
  phone_confirmed boolean not null default false,
  password_hash text,
  password_changed_at timestamptz,
  registration_type text not null
    check (registration_type in ('one_click', 'phone_reg', 'full_reg', 'soc_reg')),
  activation_type integer not null default 0 check (activation_type between 0 and 3),
  country_id integer,
  currency text not null,
  bonus_choice integer not null default 0 check (bonus_choice between 0 and 2),
  promocode text,
  name text,
  surname text,
  birthday date,
  two_factor_secret text,
  two_factor_pending_secret text,
  secure_question text,
  secure_answer_hash text,
  ban_level integer not null default 0 check (ban_level >= 0),
  ban_version integer not null default 0 check (ban_version >= 0),
  terms_confirmed_at timestamptz,
  transfer_required boolean not null default false,
  verification_status integer not null default 1,
  user_status_id integer not null default 0,
  hide_balance boolean not null default false,
  created_at timestamptz not null default now()
);

-- A player signed in through a social network: the network's own id for the person.
create table social_identities (
  network text not null,
  subject text not null,
  player_id bigint not null references players (id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (network, subject)
);

-- When the current terms were published; a player whose terms_confirmed_at is older must confirm
-- them (isUserTermsChanged). One row at most.
create table terms_publications (
  id boolean primary key default true check (id),
  published_at timestamptz not null
);
