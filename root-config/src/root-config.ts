// @betshell/root-config: the browser entry. It settles the language of the path, registers the
// shell's applications with single-spa under /{lng} and keeps the bus told about navigations.
import { reaction } from 'mobx';
import { registerApplication, start, type LifeCycles } from 'single-spa';
import {
  SHELL_APPLICATIONS,
  languageOfPath,
  languageRedirect,
  splitLanguagePath,
} from '@betshell/domain';
import { platform } from '@betshell/platform';
import { showFatalView } from './fatal-view';
import { languageGuard } from './language-guard';

async function main(): Promise<void> {
  const { stores } = platform;
  await platform.start();

  if (stores.siteConfig.state === 'failed') {
    const main = document.getElementById('shell-main') ?? document.body;
    showFatalView(
      main,
      {
        message: platform.i18n.t('shell_no_site_config', {
          defaultValue: 'The site settings could not be loaded. Please refresh the page.',
        }),
        refresh: platform.i18n.t('main_refreshing_button', { defaultValue: 'Refresh' }),
      },
      () => window.location.reload(),
    );
    return;
  }

  const available = () => stores.settings.availableLanguages;
  const initialRedirect = languageRedirect(
    window.location,
    available(),
    platform.languagePreferences(),
  );
  if (initialRedirect !== null) {
    console.warn(
      `${window.location.pathname} has no allowed language: redirected to ${initialRedirect}`,
    );
    window.history.replaceState(window.history.state, '', initialRedirect);
  }

  window.addEventListener(
    'single-spa:before-routing-event',
    languageGuard({
      availableLanguages: available,
      languagePreferences: () => platform.languagePreferences(),
      navigate: (url) => platform.navigate(url),
      warn: (message) => console.warn(message),
    }),
  );
  window.addEventListener('single-spa:routing-event', () => {
    const { pathname, search } = window.location;
    const lng = languageOfPath(pathname, available());
    if (lng !== null) platform.bus.next({ type: 'navigation', pathname, search, lng });
  });

  reaction(
    () => stores.siteConfig.config?.siteName,
    (siteName) => {
      if (siteName !== undefined) document.title = siteName;
    },
    { fireImmediately: true },
  );

  for (const application of SHELL_APPLICATIONS) {
    registerApplication({
      name: application.name,
      app: () => System.import<LifeCycles>(application.name),
      activeWhen: (location) =>
        languageOfPath(location.pathname, available()) !== null &&
        application.isActiveAt(splitLanguagePath(location.pathname).rest),
    });
  }

  start({ urlRerouteOnly: true });
}

void main();
