// Test support: the header's texts as a Russian player reads them, copied once from the
// dictionaries the site ships (server/content/dictionaries shell, auth-ui and chrome, ru): the
// header's tests name controls by the words on screen. A parcel imports nothing outside itself,
// so when the shipped texts change, this copy changes with them.
import i18next, { type i18n } from 'i18next';

const RUSSIAN_HEADER_TEXTS: Readonly<Record<string, string>> = {
  bottom_nav_bet_slip: 'Купон',
  bottom_nav_bet_slip_count: 'Ставок в купоне: {{number}}',
  bottom_nav_label: 'Быстрый переход',
  bottom_nav_menu: 'Меню',
  header_account_id: 'Счёт {{id}}',
  header_display: 'Вид',
  header_display_clock_12h: '12-часовой формат (AM/PM)',
  header_display_font_size: 'Размер шрифта',
  header_display_font_size_large: 'Крупный',
  header_display_font_size_largest: 'Самый крупный',
  header_display_font_size_normal: 'Обычный',
  header_display_games: 'Матчи',
  header_display_show_game_id: 'Показывать номера матчей',
  header_display_group_by_country: 'Группировать чемпионаты по странам',
  header_display_team_logos: 'Логотипы команд',
  header_display_detailed_score: 'Подробный счёт (по периодам)',
  header_display_best_matches_on_top: 'Лучшие матчи вверху',
  header_display_view_type: 'Вид линии',
  header_display_view_european: 'Европейский',
  header_display_view_asian: 'Азиатский',
  header_display_panels: 'Панели',
  header_display_left_panel: 'Меню видов спорта рядом с линией',
  header_display_right_panel: 'Купон рядом с линией',
  header_display_theme: 'Тема',
  header_display_theme_dark: 'Тёмная',
  header_display_theme_light: 'Светлая',
  header_display_theme_system: 'Как в системе',
  header_display_time: 'Время',
  header_display_time_zone: 'Часовой пояс',
  header_home_link: 'На главную',
  header_language_switcher: 'Язык сайта',
  header_login: 'Войти',
  header_logout: 'Выйти',
  header_main_navigation: 'Главное меню',
  header_menu_account: 'Счёт',
  header_menu_deposit: 'Пополнить',
  header_menu_history: 'История ставок',
  header_menu_limits: 'Ответственная игра',
  header_menu_payment_history: 'История платежей',
  header_menu_security: 'Безопасность',
  header_menu_settings: 'Настройки',
  header_menu_withdrawal: 'Вывести',
  header_mobile_menu: 'Меню',
  header_mobile_menu_close: 'Закрыть меню',
  header_mobile_menu_sections: 'Разделы',
  header_nav_casino: 'Казино',
  header_nav_esports: 'Киберспорт',
  header_nav_line: 'Линия',
  header_nav_live: 'Лайв',
  header_nav_results: 'Результаты',
  header_nav_slots: 'Слоты',
  header_player_menu: 'Мой счёт',
  header_register: 'Регистрация',
  language_name_az: 'Azərbaycanca',
  language_name_en: 'English',
  language_name_kz: 'Қазақша',
  language_name_ru: 'Русский',
  language_name_ua: 'Українська',
  language_name_uz: 'Oʻzbekcha',
};

/** An i18next of its own in Russian, with the texts the header's keys name. */
export async function russianHeaderTexts(): Promise<i18n> {
  const instance = i18next.createInstance();
  await instance.init({
    lng: 'ru',
    resources: { ru: { translation: RUSSIAN_HEADER_TEXTS } },
    interpolation: { escapeValue: false },
  });
  return instance;
}
