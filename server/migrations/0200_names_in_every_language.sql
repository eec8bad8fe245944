-- The line's and the casino categories' names in the site's other languages (ua, kz, az, uz),
-- beside the ru and en ones they started with. Null where a row has no name in that language yet
-- (rows written before this migration); readers then show the English name. The server's start
-- writes the demo line's missing names (server/src/line/demo-line.ts); the categories are named
-- here, since a migration seeded them.
alter table line_sports
  add column name_ua text,
  add column name_kz text,
  add column name_az text,
  add column name_uz text;

alter table line_champs
  add column name_ua text,
  add column name_kz text,
  add column name_az text,
  add column name_uz text;

alter table line_events
  add column home_ua text,
  add column home_kz text,
  add column home_az text,
  add column home_uz text,
  add column away_ua text,
  add column away_kz text,
  add column away_az text,
  add column away_uz text;

alter table casino_categories
  add column name_ua text,
  add column name_kz text,
  add column name_az text,
  add column name_uz text;

update casino_categories c
   set name_ua = v.ua, name_kz = v.kz, name_az = v.az, name_uz = v.uz
  from (values
    ('popular', 'Популярні', 'Танымал', 'Populyar', 'Mashhur'),
    ('new', 'Новинки', 'Жаңа', 'Yeni', 'Yangi'),
    ('slots', 'Слоти', 'Слоттар', 'Slotlar', 'Slotlar'),
    ('crash-games', 'Краш-ігри', 'Краш-ойындар', 'Krash oyunları', 'Krash oʻyinlar'),
    ('card-games', 'Карткові ігри', 'Карта ойындары', 'Kart oyunları', 'Karta oʻyinlari'),
    ('tvgames', 'ТВ-ігри', 'ТВ-ойындар', 'TV oyunları', 'TV oʻyinlar'),
    ('scratchcards', 'Скретч-картки', 'Скретч-карталар', 'Skretç kartlar', 'Skretch kartalar'),
    ('keno', 'Кено', 'Кено', 'Keno', 'Keno'),
    ('virtualsports', 'Віртуальний спорт', 'Виртуалды спорт', 'Virtual idman', 'Virtual sport'),
    ('fast-games', 'Швидкі ігри', 'Жылдам ойындар', 'Sürətli oyunlar', 'Tezkor oʻyinlar')
  ) as v (slug, ua, kz, az, uz)
 where c.slug = v.slug;
