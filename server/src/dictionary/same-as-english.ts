/**
 * Texts reviewed as rightly the same as the English one in another language: a brand, a code, a
 * unit, a text of placeholders only. The dictionary check fails on any other text equal to the
 * English one, because that is almost always a text nobody translated. An entry `key` holds for
 * every language; `lng:key` for one language only (a word one language really borrows as is).
 * The value says why, so that a reviewer can judge it.
 */
export const SAME_AS_ENGLISH: Readonly<Record<string, string>> = {
  // Each language's name is its own name (an endonym), the same in every dictionary.
  language_name_ru: 'the name of Russian written in Russian, shown so in every language',
  language_name_en: 'the name of English written in English, shown so in every language',
  language_name_ua: 'the name of Ukrainian written in Ukrainian, shown so in every language',
  language_name_kz: 'the name of Kazakh written in Kazakh, shown so in every language',
  language_name_az: 'the name of Azerbaijani written in Azerbaijani, shown so in every language',
  language_name_uz: 'the name of Uzbek written in Uzbek, shown so in every language',
  registration_type_soc_reg: 'Google, a brand name',
  registration_email: 'E-mail, the label every language of the site writes in Latin letters',
  office_settings_email: 'E-mail, the label every language of the site writes in Latin letters',
  office_settings_email_title:
    'E-mail, the label every language of the site writes in Latin letters',
  coupon_bet_live: 'Live, the bookmakers’ name for in-play betting, kept in Latin letters',
  sportsbook_live_badge: 'LIVE, the in-play badge, kept in Latin letters as on every betting site',
  sportsbook_market_short_result_draw: 'X, the draw column of the 1X2 market: a code',
  coupon_success_ok: 'OK, understood in every language of the site',
  coupon_odds_change_line: 'placeholders and an arrow only: nothing to translate',
};
