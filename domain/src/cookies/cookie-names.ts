/** Cookie names of spec/shell.md section 9, as the spec spells them. */
export const COOKIE = {
  language: 'lng',
  /** Its presence widens the offered languages (spec/shell.md section 5). */
  ua: 'ua',
  /** The access token (spec/shell.md section 7): its presence and expiry mark an authorised user. */
  userToken: 'user_token',
  /** decisions.md: lifts a geographic block where the operator allows it. */
  forceGeoOff: 'force_geo_off',
} as const;

/** spec/shell.md section 9: "Default cookie lifetime 86400 s". */
export const DEFAULT_COOKIE_LIFETIME_SECONDS = 86_400;
