import { redirectToRoute, type Guard } from './guard';
import { SHELL_ROUTE, deduceAllowedAtBanLevel } from './shell-routes';

/**
 * spec/shell.md section 4: a banned player (ban_level above 0) goes to the blocked page unless the
 * route allows banned players; deduce only at the level its ban version names (53 or 45).
 */
export const banGuard: Guard = (input) => {
  const { banLevel, banVersion } = input.state.player;
  if (banLevel <= 0 || input.route.name === SHELL_ROUTE.blockAppealHistory) return null;
  const allowed =
    input.route.name === SHELL_ROUTE.deduce
      ? banLevel === deduceAllowedAtBanLevel(banVersion)
      : input.route.allowedWhenBanned === true;
  return allowed ? null : redirectToRoute(input, SHELL_ROUTE.blockAppealHistory, 'ban');
};
