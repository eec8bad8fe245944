import { useInsertionEffect } from 'react';
import { kitStyles } from './kit-styles';

let users = 0;
let element: HTMLStyleElement | null = null;

/**
 * Puts the kit's stylesheet in <head> while at least one of its components is mounted and takes it
 * away after the last one, as the platform does with a parcel's styles. A plain <style> element:
 * the site's CSP allows inline styles (style-src 'unsafe-inline'); only scripts need its nonce.
 */
export function useKitStyles(): void {
  useInsertionEffect(() => {
    users += 1;
    if (element === null) {
      element = document.createElement('style');
      element.dataset.uiKit = '';
      element.textContent = kitStyles;
      document.head.append(element);
    }
    return () => {
      users -= 1;
      if (users === 0) {
        element?.remove();
        element = null;
      }
    };
  }, []);
}
