-- The site configuration served at GET /bff-api/config/all.json: one row per field of SiteConfig
-- (@betshell/domain), so that an operator changes one flag without rewriting the others.
create table site_config (
  key text primary key,
  value jsonb not null,
  updated_at timestamptz not null default now()
);

-- The site's defaults. Later releases add a key in a migration of their own; operators' edits are
-- never overwritten because this file runs once.
insert into site_config (key, value) values
  ('siteName', '"betshell"'),
  ('languages', '["ru", "en", "ua", "kz", "az", "uz"]'),
  ('hiddenLanguages', '["uz"]'),
  ('registrationAllowed', 'true'),
  ('identificationShown', 'false'),
  ('paymentOnlyForAuthorized', 'true'),
  ('paymentRouteEnabled', 'true'),
  ('rulesSectionEnabled', 'true'),
  ('statisticsEnabled', 'true'),
  ('hiddenPaths', '[]'),
  ('routeFeatureFlags', '{}'),
  ('promoBonusToOffer', 'false'),
  ('allowedCoefViews', '[0, 1, 2, 4, 5, 6]'),
  ('defaultBettingView', '0'),
  ('defaultMarketsNameType', '"short"'),
  ('ageLimit', '18'),
  ('inactivityLogoffMinutes', '30'),
  ('registrationReminderDelaySeconds', '60'),
  ('registrationReminderIntervalMinutes', '1440'),
  ('ref_id', '1'),
  ('group_id', '1'),
  ('isPwa', 'false');
