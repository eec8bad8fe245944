/**
 * The signed-in player's menu in the header: office pages by their path under the
 * language prefix, each with its dictionary key. Logout follows them.
 */
export const PLAYER_MENU_LINKS: readonly { readonly key: string; readonly path: string }[] = [
  { key: 'header_menu_account', path: '/office/account' },
  { key: 'header_menu_history', path: '/office/history' },
  { key: 'header_menu_security', path: '/office/security' },
  { key: 'header_menu_settings', path: '/office/settings' },
];
