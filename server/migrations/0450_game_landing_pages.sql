-- A game's landing page (games-landing/{landingRoute}, docs/casino.md) is a stored page of the
-- promotions view like a CMS landing page: its title, text, the games it plays (the first is its
-- picture and play button), kept per language and edited by operators the same way.
alter table promotion_pages drop constraint promotion_pages_kind_check;
alter table promotion_pages add constraint promotion_pages_kind_check
  check (kind in ('bonus', 'partner', 'promotion', 'landing', 'game-landing', 'casino-bonus',
                  'casino-promotion', 'page'));
