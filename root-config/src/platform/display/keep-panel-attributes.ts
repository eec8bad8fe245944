import { reaction } from 'mobx';
import { PANEL_HIDDEN_ATTRIBUTES } from '@betshell/domain';

/**
 * The side panels the player hid on the root element (data-hide-left, data-hide-right), which the
 * shell's styles read for the page's columns. The server writes them from the cookies, so the
 * first paint is right; this keeps them in step when the player changes them. Answers the function
 * that stops.
 */
export function keepPanelAttributes(
  root: HTMLElement,
  settings: { readonly leftPanelHidden: boolean; readonly rightPanelHidden: boolean },
): () => void {
  return reaction(
    () => [settings.leftPanelHidden, settings.rightPanelHidden] as const,
    ([left, right]) => {
      root.toggleAttribute(PANEL_HIDDEN_ATTRIBUTES.left, left);
      root.toggleAttribute(PANEL_HIDDEN_ATTRIBUTES.right, right);
    },
    { fireImmediately: true },
  );
}
