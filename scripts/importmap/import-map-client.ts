import { callOperatorApi, type Connection } from '../ops/operator-api';

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

const REQUEST_TIMEOUT_MS = 60_000;

/** The operator API's import-map routes (server/src/import-maps/import-map-ops-routes.ts). */
export function importMapClient(connection: Connection): ImportMapClient {
  return async <T>(request: ImportMapRequest): Promise<ImportMapAnswer<T>> => {
    const answer = await callOperatorApi(connection, {
      method: request.method,
      path: request.path,
      body: request.body,
      headers: request.ifVersion === undefined ? {} : { 'if-match': `"${request.ifVersion}"` },
      // Verifying a map reads every module file, remote ones too: longer than an ops call.
      timeoutMs: REQUEST_TIMEOUT_MS,
      expected: 'a betshell server with the release commands',
    });
    const etag = /^"?(\d+)"?$/.exec(answer.headers.get('etag') ?? '');
    return { body: answer.body as T, version: etag === null ? undefined : Number(etag[1]) };
  };
}
