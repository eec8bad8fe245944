-- How a player came: the referrer (refererid or partner id cookie, else the site's
-- ref_id) and the site's group_id at registration, with the reflink tag and subid when present.
alter table players add column ref_id text;
alter table players add column group_id text;
alter table players add column referral_tag text;
alter table players add column referral_subid text;
