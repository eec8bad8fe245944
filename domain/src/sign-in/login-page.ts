/**
 * The login route as a page of its own (spec/shell.md section 2.8: "login and registration
 * normally open as modal forms"; the route itself is a page): the account pages parcel renders
 * the page and leaves this element in it, and the sign-in chrome (@betshell/auth) puts the very
 * form of its login modal there instead of a dialog, with the same store, so the page and the
 * modal never differ. A page without the element (its parcel not loaded) gets the modal.
 */
export const LOGIN_PAGE_FORM_SLOT_ID = 'bs-login-page-form';

/** POST /web-api/mailing/stop: the stopnewsletter page sends its link's token (docs/sign-in.md). */
export const STOP_NEWSLETTER_PATH = '/web-api/mailing/stop';
