// @betshell/support-button: the support button of the default layout (spec/shell.md section 2.2).
import {
  createSupportSummaryHttpApi,
  sendSupportContact,
  sharedSupportSummaryStore,
} from '@betshell/domain/support';
import { platform } from '@betshell/platform';
import { SupportButton } from './support-button';
import { supportButtonStyles } from './support-button-styles';

// The page's one summary, shared with the office support pages and the office menu.
const summary = sharedSupportSummaryStore(
  platform,
  () => createSupportSummaryHttpApi(platform.http),
  (message, detail) => console.error(message, detail),
);

export const { bootstrap, mount, unmount } = platform.reactParcel({
  name: 'support-button',
  rootComponent: () => (
    <SupportButton
      stores={platform.stores}
      navigate={platform.navigate}
      summary={summary}
      sendContact={(form) => sendSupportContact(platform.http, platform.i18n.language, form)}
    />
  ),
  styles: supportButtonStyles,
  errorBoundary: () => <span className="bs-support" hidden />,
});
