import type { AxiosError } from 'axios';
import type {
  ActiveAccountAnswerSchema,
  AddCurrencyAnswerSchema,
  AddCurrencyBodySchema,
  RemoveCurrencyAnswerSchema,
  ReadonlyStatic,
} from '@betshell/api-contract';
import type { AccountsApi, AccountsCommandResult, BalanceAnswer } from '@betshell/domain/accounts';
import type { HttpClient } from './http-client-on-demand';

/**
 * axios's own test (`isAxiosError`, the mark it puts on its errors), written here: importing it
 * would load axios with the platform, before the page makes any call.
 */
function isAxiosError<T>(error: unknown): error is AxiosError<T> {
  return (
    typeof error === 'object' &&
    error !== null &&
    (error as { isAxiosError?: unknown }).isAxiosError === true
  );
}

/** The server's own message of a refusal (the error body of decisions.md), else the error's. */
function serverMessage(error: unknown): string {
  const seen = new Set<unknown>();
  for (let current: unknown = error; current !== undefined && !seen.has(current);) {
    seen.add(current);
    if (isAxiosError<{ error?: { message?: unknown } }>(current)) {
      const message = current.response?.data?.error?.message;
      if (typeof message === 'string') return message;
    }
    current = current instanceof Error ? current.cause : undefined;
  }
  return error instanceof Error ? error.message : String(error);
}

/** The setting of the active account answers no message, adding and removing a currency one. */
async function command(
  run: () => Promise<{ data: { readonly success: true; readonly message?: string } }>,
): Promise<AccountsCommandResult> {
  try {
    const { data } = await run();
    return { success: true, message: data.message ?? '' };
  } catch (error) {
    // spec/shell.md section 8: add and remove currency fail with success false and the server's message.
    return { success: false, message: serverMessage(error) };
  }
}

/** AccountsApi over HTTP at the paths of decisions.md (server/src/accounts/accounts-routes.ts). */
export function createAccountsHttpApi(http: HttpClient): AccountsApi {
  return {
    async fetchBalance() {
      const response = await http.get<BalanceAnswer>('/web-api/user/balance', {
        headers: { 'Cache-Control': 'no-cache' },
      });
      return response.data;
    },
    setActiveAccount: (accountId) =>
      command(() =>
        http.post<ReadonlyStatic<typeof ActiveAccountAnswerSchema>>(
          `/web-api/user/account/active?id=${encodeURIComponent(accountId)}`,
        ),
      ),
    addCurrency: (currency) =>
      command(() =>
        http.post<ReadonlyStatic<typeof AddCurrencyAnswerSchema>>('/web-api/office/currency', {
          currency,
        } satisfies ReadonlyStatic<typeof AddCurrencyBodySchema>),
      ),
    removeCurrency: (currency) =>
      command(() =>
        http.delete<ReadonlyStatic<typeof RemoveCurrencyAnswerSchema>>(
          `/web-api/office/currency/${encodeURIComponent(currency)}`,
        ),
      ),
  };
}
