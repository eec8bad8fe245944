// @betshell/support: the office support pages' single-spa lifecycles. The root config mounts it on
// office-support, office-support-history, office-user-question and office-payment-create-request
// (the layout table, root-config/src/layout/shell-layout.ts).
import { createPaymentsHttpApi } from '@betshell/domain/accounts';
import { createSupportSummaryHttpApi, sharedSupportSummaryStore } from '@betshell/domain/support';
import { platform } from '@betshell/platform';
import { createSupportHttpApi } from './support-http-api';
import { SupportRoot } from './support-root';
import { supportStyles } from './support-styles';

const api = createSupportHttpApi(platform.http, () => platform.i18n.language);
// The page's one summary, shared with the support button and the office menu.
const summary = sharedSupportSummaryStore(
  platform,
  () => createSupportSummaryHttpApi(platform.http),
  (message, detail) => console.error(message, detail),
);
const paymentsApi = createPaymentsHttpApi(platform.http);
// The newest page of the player's payments, the archive too: the payment a request is about.
const payments = async () => (await paymentsApi.history(1, true)).entities;

export const { bootstrap, mount, unmount } = platform.reactParcel({
  name: 'support',
  rootComponent: () => (
    <SupportRoot
      stores={platform.stores}
      api={api}
      summary={summary}
      payments={payments}
      navigate={platform.navigate}
    />
  ),
  styles: supportStyles,
  errorBoundary: () => <section className="bs-support-office" />,
});
