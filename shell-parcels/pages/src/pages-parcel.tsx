// @betshell/pages: the shell's own pages (not found, errors, blocking, maintenance) and the plain
// page of every area whose remote app is not built yet. The root config mounts it for those pages.
import React from 'react';
import ReactDOMClient from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import singleSpaReact from 'single-spa-react';
import { platform } from '@betshell/platform';
import { Pages } from './pages';
import { pagesStyles } from './pages-styles';

function PagesRoot() {
  return (
    <I18nextProvider i18n={platform.i18n}>
      <Pages
        stores={platform.stores}
        navigate={platform.navigate}
        reload={() => window.location.reload()}
      />
    </I18nextProvider>
  );
}

const lifecycles = singleSpaReact({
  React,
  ReactDOMClient,
  rootComponent: PagesRoot,
  errorBoundary: () => <section className="bs-page" />,
});

let removeStyles: (() => void) | undefined;

export const bootstrap = lifecycles.bootstrap;
export const mount = [
  () => {
    removeStyles = platform.mountStyles('pages', pagesStyles);
    return Promise.resolve();
  },
  lifecycles.mount,
];
export const unmount = [
  lifecycles.unmount,
  () => {
    removeStyles?.();
    removeStyles = undefined;
    return Promise.resolve();
  },
];
