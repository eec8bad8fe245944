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
  support_contact_email: 'E-mail, the label every language of the site writes in Latin letters',
  coupon_bet_live: 'Live, the bookmakers’ name for in-play betting, kept in Latin letters',
  sportsbook_live_badge: 'LIVE, the in-play badge, kept in Latin letters as on every betting site',
  sportsbook_market_short_result_draw: 'X, the draw column of the 1X2 market: a code',
  sportsbook_market_short_result_1:
    '1, the home column of the 1X2 market: a code (ru and ua write П1)',
  sportsbook_market_short_result_2:
    '2, the away column of the 1X2 market: a code (ru and ua write П2)',
  header_nav_live: 'Live, the bookmakers’ name for in-play betting, kept in Latin letters by some',
  sportsbook_live: 'Live, the bookmakers’ name for in-play betting, kept in Latin letters by some',
  coupon_success_ok: 'OK, understood in every language of the site',
  sportsbook_outcome_1: '1, the home side of a result market: a code',
  sportsbook_outcome_2: '2, the away side of a result market: a code',
  sportsbook_outcome_draw: 'X, the draw of a result market: a code',
  sportsbook_outcome_home_or_draw: '1X, the double chance of home or draw: a code',
  sportsbook_outcome_home_or_away: '12, the double chance of either side: a code',
  sportsbook_outcome_draw_or_away: 'X2, the double chance of draw or away: a code',
  sportsbook_outcome_text:
    'only its parameter, the outcome as the line names it: nothing to translate',
  sportsbook_outcome_handicap_1:
    'the home code and its line, given as a parameter: nothing to translate',
  sportsbook_outcome_handicap_2:
    'the away code and its line, given as a parameter: nothing to translate',
  coupon_odds_change_line: 'placeholders and an arrow only: nothing to translate',
  lottery_alphabet_outcomes_term: '1, X, 2, the codes of a toto pick, the same in every language',
  'az:lottery_toto_title': 'Toto, the name of the game, spelled the same in Azerbaijani',
  'uz:lottery_toto_title': 'Toto, the name of the game, spelled the same in Uzbek',
  // Words Azerbaijani writes as English does (Latin script, the same loanword).
  'az:registration_login': 'Login, the word Azerbaijani sites use for the sign-in name',
  'az:coupon_banker': 'Banker, the bookmakers’ term, borrowed as is',
  'az:bet_history_banker': 'banker, the bookmakers’ term, borrowed as is',
  'az:bet_history_state': 'Status, the Azerbaijani word is spelled the same',
  'az:money_col_status': 'Status, the Azerbaijani word is spelled the same',
  'az:money_account_bonus': 'bonus, the Azerbaijani word is spelled the same',
  'az:money_type_bonus': 'Bonus, the Azerbaijani word is spelled the same',
  'az:office_security_status_normal': 'normal, the Azerbaijani word is spelled the same',
  'az:sportsbook_home': 'Top, the bookmakers’ name for the top events, borrowed as is',
  'az:sportsbook_group_total': 'Total, the bookmakers’ term for over/under, borrowed as is',
  'az:sportsbook_group_period_1_total':
    'Total, the bookmakers’ term for over/under, borrowed as is',
  'az:sportsbook_group_period_2_total':
    'Total, the bookmakers’ term for over/under, borrowed as is',
  // Words Uzbek (Latin script) writes as English does.
  'uz:registration_login': 'Login, the word Uzbek sites use for the sign-in name',
  'uz:footer_link_blog': 'Blog, the Uzbek word is spelled the same',
  'uz:cookie_category_marketing': 'Marketing, the Uzbek word is spelled the same',
  'uz:coupon_banker': 'Banker, the bookmakers’ term, borrowed as is',
  'uz:bet_history_banker': 'banker, the bookmakers’ term, borrowed as is',
  'uz:money_account_bonus': 'bonus, the Uzbek word is spelled the same',
  'uz:money_type_bonus': 'Bonus, the Uzbek word is spelled the same',
  'uz:sportsbook_home': 'Top, the bookmakers’ name for the top events, borrowed as is',
  'uz:sportsbook_multi': 'Multi-live, the bookmakers’ name for several live games at once',
  'uz:sportsbook_top_live': 'Top live, the bookmakers’ name for the top in-play events',
  'uz:sportsbook_group_total': 'Total, the bookmakers’ term for over/under, borrowed as is',
  'uz:sportsbook_group_period_1_total':
    'Total, the bookmakers’ term for over/under, borrowed as is',
  'uz:sportsbook_group_period_2_total':
    'Total, the bookmakers’ term for over/under, borrowed as is',
  casino_game_roulette_low: '1–18, the numbers of the roulette field: digits in every language',
  casino_game_roulette_high: '19–36, the numbers of the roulette field: digits in every language',
  sportsbook_asian_handicap_1: '1, the home side in the Asian view: a digit in every language',
  sportsbook_asian_handicap_2: '2, the away side in the Asian view: a digit in every language',
};
