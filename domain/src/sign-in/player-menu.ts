/**
 * The signed-in player's menu in the header: office pages by their path under the
 * language prefix, each with its dictionary key, so a player finds the money pages and the
 * responsible-gambling limits from any page. Logout follows them. Like the office menu, it lists
 * only the pages the site config lets open (officeMenuFor).
 */
export const PLAYER_MENU_LINKS: readonly { readonly key: string; readonly path: string }[] = [
  { key: 'header_menu_account', path: '/office/account' },
  { key: 'header_menu_deposit', path: '/office/recharge' },
  { key: 'header_menu_withdrawal', path: '/office/deduce' },
  { key: 'header_menu_payment_history', path: '/office/historypay' },
  { key: 'header_menu_history', path: '/office/history' },
  { key: 'header_menu_limits', path: '/office/responsible' },
  { key: 'header_menu_security', path: '/office/security' },
  { key: 'header_menu_settings', path: '/office/settings' },
];
