import { causeOf, OpsFailure, type Connection } from '../ops';

/** A server answer to an import-map request: its JSON and the map version (ETag) it names. */
export interface ImportMapAnswer<T> {
  readonly body: T;
  readonly version: number | undefined;
}

export interface ImportMapRequest {
  readonly method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  /** Under /ops-api/v1, with its query. */
  readonly path: string;
  readonly body?: object;
  /** Sent as If-Match: the server refuses the write (409) unless the map is still at it. */
  readonly ifVersion?: number;
}

export type ImportMapClient = <T>(request: ImportMapRequest) => Promise<ImportMapAnswer<T>>;

/** A server refusal, with its code and details, for the verbs that explain some codes better. */
export class ImportMapRefusal extends OpsFailure {
  constructor(
    message: string,
    readonly status: number,
    readonly code: string | undefined,
    readonly details: unknown,
  ) {
    super(message);
  }
}

const REQUEST_TIMEOUT_MS = 60_000;

/** The operator API's import-map routes (server/src/import-maps/import-map-ops-routes.ts). */
export function importMapClient(connection: Connection): ImportMapClient {
  return async <T>(request: ImportMapRequest): Promise<ImportMapAnswer<T>> => {
    let response: Response;
    try {
      response = await fetch(`${connection.url}/ops-api/v1${request.path}`, {
        method: request.method,
        headers: {
          authorization: `Bearer ${connection.token}`,
          ...(request.body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(request.ifVersion === undefined ? {} : { 'if-match': `"${request.ifVersion}"` }),
        },
        body: request.body === undefined ? undefined : JSON.stringify(request.body),
        // Verifying a map reads every module file, remote ones too: longer than an ops call.
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
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
        `The server at ${connection.url} answered ${response.status} without JSON: is it a betshell server with the release commands?`,
      );
    }
    if (!response.ok) {
      const error = (body as { error?: { code?: unknown; message?: unknown; details?: unknown } })
        .error;
      const message =
        typeof error?.message === 'string' ? error.message : `HTTP ${response.status}`;
      throw new ImportMapRefusal(
        response.status === 401
          ? `${message} (the token from ${connection.tokenSource} is not this server's)`
          : message,
        response.status,
        typeof error?.code === 'string' ? error.code : undefined,
        error?.details,
      );
    }
    const etag = /^"?(\d+)"?$/.exec(response.headers.get('etag') ?? '');
    return { body: body as T, version: etag === null ? undefined : Number(etag[1]) };
  };
}
