import type { Observable } from 'rxjs';
import { ofType, type ShellEvent } from '@betshell/domain';
import type { TokenKeeper } from '../http/token-keeper';

/**
 * The token follows the session: sign-in gives the player a token at once, so calls carry it from
 * the first; sign-out and expiry (spec/shell.md section 4) remove it with its cookie.
 */
export function followSessionEvents(bus: Observable<ShellEvent>, tokens: TokenKeeper): void {
  bus.pipe(ofType('session')).subscribe((event) => {
    tokens.forget({ dropCookie: event.change !== 'signed-in' });
    // A failure is logged "Fetch token error" by the keeper; the next 401 asks again.
    if (event.change === 'signed-in') tokens.refresh().catch(() => undefined);
  });
}
