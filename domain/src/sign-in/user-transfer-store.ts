import type {
  ReadonlyStatic,
  SendTransferCodeBodySchema,
  TransferRedirectTokenSchema,
  TransferredUserSchema,
} from '@betshell/api-contract';
import { makeAutoObservable } from 'mobx';
import { formatQuery, parseQuery } from '../guards/query-string';
import { captchaHeaderValue, type CaptchaSolution } from '../captcha/captcha-presenter';
import { SignInStep } from './sign-in-step';

const PREFIX = '/web-api/api/internal/v1/account/user-transfer';

/** The user transfer calls, on the spec's paths (limits-coupon-signin.md section 7). */
export const USER_TRANSFER_PATH = {
  sendCode: (userId: number) => `${PREFIX}/send-code/${userId}`,
  checkCode: (userId: number) => `${PREFIX}/check-code/${userId}`,
  userData: `${PREFIX}/user-data`,
} as const;

export interface UserTransferApi {
  /** Body `{ country_code, phone, captcha }`, the captcha as `<captchaId>:<answer>`. */
  readonly sendCode: (
    userId: number,
    body: ReadonlyStatic<typeof SendTransferCodeBodySchema> & { readonly captcha: string },
  ) => Promise<void>;
  readonly checkCode: (
    userId: number,
    code: string,
  ) => Promise<ReadonlyStatic<typeof TransferRedirectTokenSchema>>;
  readonly userData: (
    redirectToken: string,
  ) => Promise<ReadonlyStatic<typeof TransferredUserSchema>>;
}

/** The query keys of a transfer landing (spec/shell.md 2.10: transfered, redirectToken). */
export const TRANSFER_QUERY = { transfered: 'transfered', redirectToken: 'redirectToken' } as const;

/** The address the transferred player lands on: the site's home with the one-time token. */
export function transferLandingUrl(home: string, redirectToken: string): string {
  return `${home}${formatQuery({
    [TRANSFER_QUERY.transfered]: '1',
    [TRANSFER_QUERY.redirectToken]: redirectToken,
  })}`;
}

/** The token of a transfer landing (`?transfered=1&redirectToken=`), or null. */
export function transferLandingToken(search: string): string | null {
  const query = parseQuery(search);
  const token = query[TRANSFER_QUERY.redirectToken]?.trim();
  return query[TRANSFER_QUERY.transfered] === '1' && token !== undefined && token !== ''
    ? token
    : null;
}

/**
 * The user transfer (docs/sign-in.md): a player an operator marked (`isRequiredTransfer`)
 * proves a phone with a captcha and an SMS code; the answer's one-time redirectToken is exchanged
 * on the landing page (user-data), which signs the player in there.
 */
export class UserTransferStore {
  /** The phone the code went to, as typed (country code and number). */
  codeSentTo: string | null = null;
  redirectToken: string | null = null;
  readonly send = new SignInStep();
  readonly check = new SignInStep();

  constructor(private readonly api: Pick<UserTransferApi, 'sendCode' | 'checkCode'>) {
    makeAutoObservable<UserTransferStore, 'api'>(this, { api: false });
  }

  async sendCode(
    userId: number,
    countryCode: string,
    phone: string,
    captcha: CaptchaSolution,
  ): Promise<boolean> {
    const country_code = countryCode.trim();
    const number = phone.replace(/[\s()-]/g, '');
    const sent = await this.send.run(() =>
      this.api.sendCode(userId, {
        country_code,
        phone: number,
        captcha: captchaHeaderValue(captcha),
      }),
    );
    if (sent) this.sent(`${country_code}${number}`);
    return sent;
  }

  async checkCode(userId: number, code: string): Promise<string | null> {
    let token: string | null = null;
    await this.check.run(async () => {
      token = (await this.api.checkCode(userId, code.trim())).redirectToken;
    });
    if (token !== null) this.checked(token);
    return token;
  }

  private sent(phone: string): void {
    this.codeSentTo = phone;
  }

  private checked(token: string): void {
    this.redirectToken = token;
  }
}
