import type { ReadonlyStatic, RemoteViewAnswerSchema } from '@betshell/api-contract';

/**
 * The JSON render mode of a remote view (spec/shell.md section 7): GET of the view's URL plus the
 * current path, with headers asking for JSON and API version v2; the answer carries appName, title,
 * body, style, cssToLoad, codeToEval, scriptsToLoad and head. decisions.md: /views/{appName}/{path}.
 */
export const REMOTE_VIEW_HEADERS = {
  renderMode: 'X-Render-Mode',
  apiVersion: 'X-Api-Version',
  /** Optional (spec: "optional force-spa"): the shell asks for the SPA answer whatever else it sends. */
  forceSpa: 'X-Force-Spa',
} as const;
export const REMOTE_VIEW_JSON_RENDER_MODE = 'json';
export const REMOTE_VIEW_API_VERSION = 'v2';

/** A view's answer once read: the API contract's RemoteViewAnswerSchema. */
export type RemoteViewAnswer = ReadonlyStatic<typeof RemoteViewAnswerSchema>;

export type RemoteViewAnswerReading =
  | { readonly valid: true; readonly answer: RemoteViewAnswer }
  | { readonly valid: false; readonly problems: readonly string[] };

/** The path of a view's JSON: `/views/information` + `/ru/rules/sport`. */
export function remoteViewPath(appName: string, pathname: string): string {
  const path = pathname.startsWith('/') ? pathname : `/${pathname}`;
  return `/views/${encodeURIComponent(appName)}${path}`;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Checks an answer of another team's server before anything of it reaches the page. appName, title
 * and body are required; style, codeToEval and head may be absent or null (empty), the two lists
 * absent (none). An answer for another app than the one asked is refused.
 */
export function readRemoteViewAnswer(value: unknown, appName: string): RemoteViewAnswerReading {
  if (!isRecord(value)) return { valid: false, problems: ['the answer is not a JSON object'] };
  const problems: string[] = [];
  const text = (field: string, required: boolean): string => {
    const given = value[field];
    if (typeof given === 'string') return given;
    if (!required && (given === undefined || given === null)) return '';
    problems.push(`${field} must be a string${required ? '' : ', null or absent'}`);
    return '';
  };
  const list = (field: string): string[] => {
    const given = value[field];
    if (given === undefined || given === null) return [];
    if (Array.isArray(given) && given.every((item) => typeof item === 'string')) return given;
    problems.push(`${field} must be a list of URLs`);
    return [];
  };
  const answer: RemoteViewAnswer = {
    appName: text('appName', true),
    title: text('title', true),
    body: text('body', true),
    style: text('style', false),
    cssToLoad: list('cssToLoad'),
    codeToEval: text('codeToEval', false),
    scriptsToLoad: list('scriptsToLoad'),
    head: text('head', false),
  };
  if (typeof value['appName'] === 'string' && answer.appName !== appName) {
    problems.push(`appName is ${JSON.stringify(answer.appName)}, not ${JSON.stringify(appName)}`);
  }
  return problems.length === 0 ? { valid: true, answer } : { valid: false, problems };
}
