import { makeAutoObservable } from 'mobx';

/**
 * Who the visitor is, as far as the browser knows: authorised while the user_token cookie holds a
 * valid token (limits-coupon-signin.md section 6). Sign-in, the token refresh and the user config
 * arrive with issue 5; until then the platform sets this from the cookie at start.
 */
export class SessionStore {
  authorised = false;

  constructor() {
    makeAutoObservable(this);
  }

  setAuthorised(authorised: boolean): void {
    this.authorised = authorised;
  }
}
