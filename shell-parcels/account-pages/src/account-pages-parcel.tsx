// @betshell/account-pages: the sign-in pages of the account area (issue 5): registration and
// confirm-terms. The root config mounts it on those routes (ROUTE_APPLICATION).
import type { RegistrationAnswer } from '@betshell/domain/auth';
import { platform } from '@betshell/platform';
import { AccountPages, type AccountPagesApi } from './account-pages';
import { accountPagesStyles } from './account-pages-styles';

const api: AccountPagesApi = {
  register: async (body) =>
    (await platform.http.post<RegistrationAnswer>('/auth-api/v1/register', body)).data,
  confirmTerms: async () => {
    await platform.http.post('/web-api/api-v3/v2/user/agreement-rules/confirm', {});
  },
};

export const { bootstrap, mount, unmount } = platform.reactParcel({
  name: 'account-pages',
  rootComponent: () => (
    <AccountPages
      api={api}
      bus={platform.bus}
      stores={platform.stores}
      navigate={platform.navigate}
    />
  ),
  styles: accountPagesStyles,
  errorBoundary: () => <section className="bs-account" />,
});
