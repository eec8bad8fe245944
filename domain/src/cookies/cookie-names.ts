/** Cookie names of spec/shell.md section 9, as the spec spells them. */
export const COOKIE = {
  language: 'lng',
  /** Its presence widens the offered languages (spec/shell.md section 5). */
  ua: 'ua',
} as const;

/** spec/shell.md section 9: "Default cookie lifetime 86400 s". */
export const DEFAULT_COOKIE_LIFETIME_SECONDS = 86_400;
