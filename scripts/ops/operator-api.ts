import { readFile } from 'node:fs/promises';
import { OpsFailure } from './ops-failure';

/** Where a command line reaches the operator API (/ops-api/v1, server/src/ops/ops-api-plugin.ts). */
export interface Connection {
  readonly url: string;
  readonly token: string;
  /** Where each came from (--server, OPS_URL, the connection file), to explain a failure. */
  readonly urlSource: string;
  readonly tokenSource: string;
}

/** What finding the server reads: the environment, and the file a local server writes at start. */
export interface ConnectionSources {
  readonly env: Readonly<Record<string, string | undefined>>;
  /** Where a local server started without OPS_TOKEN writes its address and token. */
  readonly connectionFile: string;
}

interface Found {
  readonly value: string;
  readonly source: string;
}

async function readConnectionFile(file: string): Promise<{ url?: unknown; token?: unknown }> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch {
    return {};
  }
  try {
    return JSON.parse(text) as { url?: unknown; token?: unknown };
  } catch {
    throw new OpsFailure(
      `${file} is not the JSON a server writes; remove it and restart the server`,
    );
  }
}

/** --server and --token, else OPS_URL and OPS_TOKEN, else the connection file, each on its own. */
export async function findServer(
  values: { readonly server?: string; readonly token?: string },
  sources: ConnectionSources,
): Promise<Connection> {
  const given = (option: 'server' | 'token', variable: string): Found | undefined => {
    const flag = values[option]?.trim();
    if (flag) return { value: flag, source: `--${option}` };
    const fromEnv = sources.env[variable]?.trim();
    return fromEnv ? { value: fromEnv, source: variable } : undefined;
  };
  let url = given('server', 'OPS_URL');
  let token = given('token', 'OPS_TOKEN');
  if (url === undefined || token === undefined) {
    const file = await readConnectionFile(sources.connectionFile);
    const source = sources.connectionFile;
    if (url === undefined && typeof file.url === 'string') url = { value: file.url, source };
    if (token === undefined && typeof file.token === 'string')
      token = { value: file.token, source };
  }
  if (url === undefined || token === undefined) {
    throw new OpsFailure(
      `No server to talk to: start one with npm start (it writes ${sources.connectionFile}), ` +
        'or give --server URL and --token TOKEN (or OPS_URL and OPS_TOKEN)',
    );
  }
  let parsed: URL | undefined;
  try {
    parsed = new URL(url.value);
  } catch {
    parsed = undefined;
  }
  if (parsed?.protocol !== 'http:' && parsed?.protocol !== 'https:') {
    throw new OpsFailure(
      `The server address ${JSON.stringify(url.value)} (from ${url.source}) is not an http:// or https:// URL`,
    );
  }
  return {
    url: url.value.replace(/\/+$/, ''),
    token: token.value,
    urlSource: url.source,
    tokenSource: token.source,
  };
}

/** The server said no: its status, and the code, message and details of its error body. */
export class OperatorApiRefusal extends OpsFailure {
  constructor(
    message: string,
    readonly status: number,
    readonly code: string | undefined,
    readonly details: unknown,
  ) {
    super(message);
  }
}

export interface OperatorApiRequest {
  readonly method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Under /ops-api/v1, with its query. */
  readonly path: string;
  readonly body?: unknown;
  readonly headers?: Readonly<Record<string, string>>;
  /** A server that takes longer is as good as down for an operator at a terminal. */
  readonly timeoutMs: number;
  /** Named in the failure when the answer is not JSON: what kind of server was expected. */
  readonly expected: string;
}

export interface OperatorApiAnswer {
  readonly body: unknown;
  readonly headers: Headers;
}

/**
 * One call of the operator API with the connection's bearer token. A server that does not answer,
 * answers without JSON or refuses is explained in one OpsFailure (a refusal as OperatorApiRefusal).
 */
export async function callOperatorApi(
  connection: Connection,
  request: OperatorApiRequest,
): Promise<OperatorApiAnswer> {
  let response: Response;
  try {
    response = await fetch(`${connection.url}/ops-api/v1${request.path}`, {
      method: request.method,
      headers: {
        authorization: `Bearer ${connection.token}`,
        ...(request.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...request.headers,
      },
      body: request.body === undefined ? undefined : JSON.stringify(request.body),
      signal: AbortSignal.timeout(request.timeoutMs),
    });
  } catch (error) {
    throw new OpsFailure(
      `The server at ${connection.url} (from ${connection.urlSource}) does not answer ` +
        `(${causeOf(error)}). Is it running? npm start starts it.`,
    );
  }
  const text = await response.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new OpsFailure(
      `The server at ${connection.url} answered ${response.status} without JSON: is it ${request.expected}?`,
    );
  }
  if (!response.ok) {
    const error = (body as { error?: { code?: unknown; message?: unknown; details?: unknown } })
      .error;
    const message = typeof error?.message === 'string' ? error.message : `HTTP ${response.status}`;
    throw new OperatorApiRefusal(
      response.status === 401
        ? `${message} (the token from ${connection.tokenSource} is not this server's)`
        : message,
      response.status,
      typeof error?.code === 'string' ? error.code : undefined,
      error?.details,
    );
  }
  return { body, headers: response.headers };
}

interface ErrorLike {
  readonly message: string;
  readonly code?: unknown;
  readonly cause?: unknown;
}

/** Checked by shape: errors from Node's own fetch may come from another realm (a test sandbox). */
const isErrorLike = (value: unknown): value is ErrorLike =>
  typeof value === 'object' && value !== null && typeof (value as ErrorLike).message === 'string';

/** fetch's own message is "fetch failed"; what happened (ECONNREFUSED, a time-out) is its cause. */
export function causeOf(error: unknown): string {
  if (!isErrorLike(error)) return String(error);
  const { cause } = error;
  if (!isErrorLike(cause)) return error.message;
  const code = typeof cause.code === 'string' ? cause.code : undefined;
  return code !== undefined && !cause.message.includes(code)
    ? `${code}: ${cause.message}`
    : cause.message;
}
