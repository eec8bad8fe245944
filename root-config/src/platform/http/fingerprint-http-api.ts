import { FINGERPRINT_PATH, type FingerprintApi } from '@betshell/domain';
import type { HttpClient } from './http-client-on-demand';

/**
 * FingerprintApi over HTTP: POST /web-api/fingerprint with `{ componentsData }`
 * (platform-api-contract.ts). It goes through the bare client: a fingerprint call that fails must
 * not itself ask for a fingerprint.
 */
export function createFingerprintHttpApi(bare: HttpClient): FingerprintApi {
  return {
    async issue(componentsData) {
      const response = await bare.post<unknown>(FINGERPRINT_PATH, { componentsData });
      return response.data;
    },
  };
}
