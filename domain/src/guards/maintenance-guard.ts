import { isMaintenanceOn } from '../maintenance/maintenance';
import { redirectToRoute, type Guard } from './guard';
import { SHELL_ROUTE } from './shell-routes';

/** spec/shell.md section 4: maintenance sends every page to the maintenance page; leaving it goes home. */
export const maintenanceGuard: Guard = (input) => {
  const on = isMaintenanceOn(input.state.config.maintenance, input.state.maintenanceCookie);
  const atMaintenance = input.route.name === SHELL_ROUTE.maintenance;
  if (on && !atMaintenance) return redirectToRoute(input, SHELL_ROUTE.maintenance, 'maintenance');
  if (!on && atMaintenance) return redirectToRoute(input, SHELL_ROUTE.home, 'maintenance');
  return null;
};
