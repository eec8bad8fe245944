import { isOfferedCoefView, type CoefViewId } from '../odds/coef-views';

/**
 * The odds format the player chose (global settings coefViewId, spec/shell.md section 3), read off
 * the settings store without needing it to have the field: the betting pages' settings control
 * adds it. Until it has one, or for an id not offered, decimal.
 */
export function coefViewOfSettings(settings: object): CoefViewId {
  const id = (settings as { readonly coefViewId?: unknown }).coefViewId;
  return typeof id === 'number' && isOfferedCoefView(id) ? id : 0;
}
