import React, { type ComponentType } from 'react';
import ReactDOMClient from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import type { LifeCycles } from 'single-spa';
import singleSpaReact from 'single-spa-react';
import type { i18n } from 'i18next';

export interface ReactParcelOptions {
  /** Marks the parcel's stylesheet in <head>. */
  readonly name: string;
  readonly rootComponent: ComponentType;
  /** The parcel's CSS, added on mount and removed on unmount. */
  readonly styles: string;
  /** What shows if the parcel itself throws: its frame, so the rest of the page stands. */
  readonly errorBoundary: () => React.ReactElement;
}

/**
 * single-spa lifecycles for a React parcel of the shell: the shared React, the shell's i18n, and the
 * parcel's styles present exactly while it is mounted, so a parcel swapped in by
 * import-map-overrides brings its own look and leaves none behind.
 */
export function reactParcelLifecycles(
  options: ReactParcelOptions,
  shell: { readonly i18n: i18n; mountStyles(id: string, css: string): () => void },
): LifeCycles {
  const Root = options.rootComponent;
  const lifecycles = singleSpaReact({
    React,
    ReactDOMClient,
    rootComponent: () => (
      <I18nextProvider i18n={shell.i18n}>
        <Root />
      </I18nextProvider>
    ),
    errorBoundary: options.errorBoundary,
  });
  let removeStyles: (() => void) | undefined;
  return {
    bootstrap: lifecycles.bootstrap,
    mount: [
      () => {
        removeStyles = shell.mountStyles(options.name, options.styles);
        return Promise.resolve();
      },
      lifecycles.mount,
    ],
    unmount: [
      lifecycles.unmount,
      () => {
        removeStyles?.();
        removeStyles = undefined;
        return Promise.resolve();
      },
    ],
  };
}
