import axios, { type AxiosInstance } from 'axios';

/**
 * The one HTTP client of the browser. Same-origin calls to the platform API; the error catalogue
 * of spec/shell.md section 8 (token, 401 retry, captcha, ...) joins it as sign-in lands.
 */
export function createHttpClient(baseURL: string): AxiosInstance {
  return axios.create({
    baseURL,
    timeout: 15_000,
    headers: { Accept: 'application/json' },
  });
}
