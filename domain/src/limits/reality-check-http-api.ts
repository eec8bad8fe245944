import type { RealityCheck } from './reality-check';
import type { RealityCheckApi } from './reality-check-store';

/** Ours: the spec names no call for the reality check's figures (docs/responsible-gambling.md). */
export const REALITY_CHECK_PATH = '/web-api/limits/reality-check';

/** The part of the platform's HTTP client (axios) the reality check uses. */
export interface RealityCheckHttp {
  get<T>(url: string): Promise<{ data: T }>;
}

export function createRealityCheckHttpApi(http: RealityCheckHttp): RealityCheckApi {
  return {
    realityCheck: async () => (await http.get<RealityCheck>(REALITY_CHECK_PATH)).data,
  };
}
