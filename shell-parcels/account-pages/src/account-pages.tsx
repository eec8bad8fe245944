import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { parseQuery, type RootStore, type ShellEventBus } from '@betshell/domain';
import { type RegistrationAnswer } from '@betshell/domain/auth';
import { RegistrationStore, safeReturnUrl, type RegistrationBody } from '@betshell/domain/sign-in';
import { ConfirmTermsPage } from './confirm-terms-page';
import { RegistrationPage } from './registration-page';

export interface AccountPagesApi {
  readonly register: (body: RegistrationBody) => Promise<RegistrationAnswer>;
  readonly confirmTerms: () => Promise<void>;
}

export interface AccountPagesProps {
  readonly api: AccountPagesApi;
  readonly bus: ShellEventBus;
  readonly stores: RootStore;
  readonly navigate: (url: string) => void;
}

/** The account area's sign-in pages, by the settled route. */
export const AccountPages = observer(function AccountPages({
  api,
  bus,
  stores,
  navigate,
}: AccountPagesProps) {
  const [registration] = useState(() => new RegistrationStore({ api, bus }));
  const page = stores.navigation.page;
  const name = page?.kind === 'route' ? page.name : null;
  const home = `/${stores.settings.language}/`;
  if (name === 'confirm-terms') {
    return (
      <ConfirmTermsPage
        confirm={api.confirmTerms}
        confirmed={() => {
          bus.next({ type: 'terms', changed: false });
          const returnUrl = safeReturnUrl(parseQuery(stores.navigation.search)['returnUrl']);
          navigate(returnUrl ?? home);
        }}
      />
    );
  }
  if (name === 'registration' || registration.credentials !== null) {
    return <RegistrationPage registration={registration} stores={stores} navigate={navigate} />;
  }
  return null;
});
