// @betshell/header: the header parcel's single-spa lifecycles. The root config mounts it on every
// /{lng}/ path; it reads the shared stores and navigates through the platform.
import React from 'react';
import ReactDOMClient from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import singleSpaReact from 'single-spa-react';
import { platform } from '@betshell/platform';
import { Header } from './header';
import { headerStyles } from './header-styles';

function HeaderRoot() {
  return (
    <I18nextProvider i18n={platform.i18n}>
      <Header stores={platform.stores} navigate={platform.navigate} />
    </I18nextProvider>
  );
}

const lifecycles = singleSpaReact({
  React,
  ReactDOMClient,
  rootComponent: HeaderRoot,
  errorBoundary: () => <header className="bs-header" />,
});

let removeStyles: (() => void) | undefined;

export const bootstrap = lifecycles.bootstrap;
export const mount = [
  () => {
    removeStyles = platform.mountStyles('header', headerStyles);
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
