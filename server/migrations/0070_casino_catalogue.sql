-- The casino catalogue of decisions.md (demo content): categories, providers and games for the games
-- preview call, search and favourites. Names of categories are catalogue content in ru and
-- en; game and provider names are brands, the same in every language. Preview images are drawn by
-- the server from the game's row (games/game-image.ts), so nothing is downloaded.
create table casino_categories (
  id integer primary key,
  slug text not null unique,
  sort integer not null,
  name_ru text not null,
  name_en text not null
);

create table casino_providers (
  id integer primary key,
  -- Its address is providers/{slug}, the slug made from the name (domain: providerSlug).
  name text not null unique
);

create table casino_games (
  id integer primary key,
  name text not null,
  -- The game's page is /{section}/game/{id}/{route}; oldRoute keeps the address it had before.
  route text not null unique,
  old_route text,
  provider_id integer not null references casino_providers (id),
  -- tagId of the game preview item: 1 new, 2 hot, null none.
  tag_id integer,
  sort integer not null
);

create index casino_games_provider on casino_games (provider_id);

create table casino_game_categories (
  game_id integer not null references casino_games (id) on delete cascade,
  category_id integer not null references casino_categories (id) on delete cascade,
  primary key (game_id, category_id)
);

create index casino_game_categories_category on casino_game_categories (category_id);

create table casino_favorites (
  player_id bigint not null references players (id) on delete cascade,
  game_id integer not null references casino_games (id) on delete cascade,
  added_at timestamptz not null default now(),
  primary key (player_id, game_id)
);

insert into casino_categories (id, slug, sort, name_ru, name_en) values
  (1, 'popular', 10, 'Популярные', 'Popular'),
  (2, 'new', 20, 'Новинки', 'New'),
  (3, 'slots', 30, 'Слоты', 'Slots'),
  (4, 'crash-games', 40, 'Краш-игры', 'Crash games'),
  (5, 'card-games', 50, 'Карточные игры', 'Card games'),
  (6, 'tvgames', 60, 'ТВ-игры', 'TV games'),
  (7, 'scratchcards', 70, 'Скретч-карты', 'Scratchcards'),
  (8, 'keno', 80, 'Кено', 'Keno'),
  (9, 'virtualsports', 90, 'Виртуальный спорт', 'Virtual sports'),
  (10, 'fast-games', 100, 'Быстрые игры', 'Fast games');

insert into casino_providers (id, name) values
  (1, 'Aurora Play'),
  (2, 'Northwind Gaming'),
  (3, 'Red Fox Studio'),
  (4, 'Blue Ocean'),
  (5, 'Sunrise Games'),
  (6, 'Iron Gate');

insert into casino_games (id, name, route, old_route, provider_id, tag_id, sort) values
  (1001, 'Book of Pharaohs', 'book-of-pharaohs', null, 1, 2, 10),
  (1002, 'Golden Dragon', 'golden-dragon', null, 2, 2, 20),
  (1003, 'Fruit Party', 'fruit-party', 'fruit_party', 3, null, 30),
  (1004, 'Wild Wolves', 'wild-wolves', null, 4, 1, 40),
  (1005, 'Lucky Sevens', 'lucky-sevens', null, 5, 2, 50),
  (1006, 'Gems Cascade', 'gems-cascade', 'gems_cascade', 6, null, 60),
  (1007, 'Space Rocket', 'space-rocket', null, 1, 2, 70),
  (1008, 'Aviator Jet', 'aviator-jet', null, 2, null, 80),
  (1009, 'Balloon Rise', 'balloon-rise', 'balloon_rise', 3, 1, 90),
  (1010, 'Blackjack Classic', 'blackjack-classic', null, 4, null, 100),
  (1011, 'Baccarat Royal', 'baccarat-royal', null, 5, 2, 110),
  (1012, 'Texas Holdem Duel', 'texas-holdem-duel', 'texas_holdem_duel', 6, null, 120),
  (1013, 'Wheel of Luck', 'wheel-of-luck', null, 1, null, 130),
  (1014, 'Lotto Show', 'lotto-show', null, 2, 1, 140),
  (1015, 'Scratch Gold', 'scratch-gold', 'scratch_gold', 3, null, 150),
  (1016, 'Diamond Scratch', 'diamond-scratch', null, 4, null, 160),
  (1017, 'Keno Express', 'keno-express', null, 5, null, 170),
  (1018, 'Keno Deluxe', 'keno-deluxe', 'keno_deluxe', 6, 1, 180),
  (1019, 'Virtual Football', 'virtual-football', null, 1, null, 190),
  (1020, 'Virtual Horses', 'virtual-horses', null, 2, null, 200),
  (1021, 'Dice Rush', 'dice-rush', 'dice_rush', 3, null, 210),
  (1022, 'Mines', 'mines', null, 4, 2, 220),
  (1023, 'Plinko Drop', 'plinko-drop', null, 5, 1, 230),
  (1024, 'Hi-Lo Cards', 'hi-lo-cards', 'hi_lo_cards', 6, null, 240),
  (1025, 'Pirate Treasure', 'pirate-treasure', null, 1, null, 250),
  (1026, 'Egyptian Nights', 'egyptian-nights', null, 2, 1, 260),
  (1027, 'Mega Joker', 'mega-joker', 'mega_joker', 3, 2, 270),
  (1028, 'Cherry Bomb', 'cherry-bomb', null, 4, null, 280),
  (1029, 'Viking Saga', 'viking-saga', null, 5, null, 290),
  (1030, 'Jungle Quest', 'jungle-quest', 'jungle_quest', 6, 1, 300),
  (1031, 'Neon Crash', 'neon-crash', null, 1, null, 310),
  (1032, 'Roulette Live', 'roulette-live', null, 2, 2, 320),
  (1033, 'Speed Keno', 'speed-keno', 'speed_keno', 3, null, 330),
  (1034, 'Penalty Shootout', 'penalty-shootout', null, 4, null, 340),
  (1035, 'Candy Land', 'candy-land', null, 5, null, 350),
  (1036, 'Thunder Bolt', 'thunder-bolt', 'thunder_bolt', 6, 2, 360);

insert into casino_game_categories (game_id, category_id) values
  (1001, 1),
  (1001, 3),
  (1002, 1),
  (1002, 3),
  (1003, 3),
  (1004, 2),
  (1004, 3),
  (1005, 1),
  (1005, 3),
  (1006, 3),
  (1007, 1),
  (1007, 4),
  (1008, 4),
  (1009, 2),
  (1009, 4),
  (1010, 5),
  (1011, 1),
  (1011, 5),
  (1012, 5),
  (1013, 6),
  (1014, 2),
  (1014, 6),
  (1015, 7),
  (1016, 7),
  (1017, 8),
  (1018, 2),
  (1018, 8),
  (1019, 9),
  (1020, 9),
  (1021, 10),
  (1022, 1),
  (1022, 10),
  (1023, 2),
  (1023, 10),
  (1024, 5),
  (1024, 10),
  (1025, 3),
  (1026, 2),
  (1026, 3),
  (1027, 1),
  (1027, 3),
  (1028, 3),
  (1029, 3),
  (1030, 2),
  (1030, 3),
  (1031, 4),
  (1032, 1),
  (1032, 6),
  (1033, 8),
  (1034, 9),
  (1034, 10),
  (1035, 3),
  (1036, 1),
  (1036, 3);
