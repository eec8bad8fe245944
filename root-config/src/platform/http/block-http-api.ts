import type { AxiosInstance } from 'axios';
import type { BlockAnswer, BlockApi } from '@betshell/domain';

/** BlockApi over HTTP: POST /blocks-api/api/v2/block with auth and url (spec/shell.md section 7). */
export function createBlockHttpApi(http: AxiosInstance, token: () => string | undefined): BlockApi {
  return {
    async check(url) {
      const response = await http.post<{ data: BlockAnswer }>('/blocks-api/api/v2/block', {
        auth: token(),
        url,
      });
      return response.data.data;
    },
  };
}
