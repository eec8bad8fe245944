import type {
  BlockQuestionSchema,
  BlockResponseSchema,
  ReadonlyStatic,
} from '@betshell/api-contract';
import type { BlockAnswer, BlockApi } from '@betshell/domain';
import { EARLY_BLOCK_PATH, earlyPostKey, type EarlyAnswers } from './early-answers';
import type { HttpClient } from './http-client-on-demand';

/** The `data` of a block answer when it has the two numbers of one, else null. */
function blockAnswerOf(answer: unknown): BlockAnswer | null {
  const data = (answer as { data?: unknown } | null)?.data as Partial<BlockAnswer> | undefined;
  return typeof data?.displayTypeId === 'number' && typeof data.templateTypeId === 'number'
    ? { displayTypeId: data.displayTypeId, templateTypeId: data.templateTypeId }
    : null;
}

/**
 * BlockApi over HTTP: POST /blocks-api/api/v2/block with auth and url (spec/shell.md section 7).
 * The first check takes the answer the page asked for early with the same token and address, when
 * it is a whole one; anything else is asked again here.
 */
export function createBlockHttpApi(
  http: HttpClient,
  token: () => string | undefined,
  early?: EarlyAnswers,
): BlockApi {
  return {
    async check(url) {
      const body = { auth: token(), url } satisfies ReadonlyStatic<typeof BlockQuestionSchema>;
      const earlyAnswer =
        early === undefined
          ? null
          : blockAnswerOf(await early.take(earlyPostKey(EARLY_BLOCK_PATH, body)));
      if (earlyAnswer !== null) return earlyAnswer;
      const response = await http.post<ReadonlyStatic<typeof BlockResponseSchema>>(
        EARLY_BLOCK_PATH,
        body,
      );
      return response.data.data;
    },
  };
}
