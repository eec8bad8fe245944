/** An exact path under the language (`/casino`) or a prefix ending `/*` (`/line/*`, `/*`). */
export const SEO_URL_PATH_PATTERN = '^/([A-Za-z0-9._~-]+(/[A-Za-z0-9._~-]+)*)?(/\\*)?$';
