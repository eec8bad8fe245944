import { reaction } from 'mobx';
import {
  fontSizeAttributeOf,
  themeAttributeOf,
  type AppFontSize,
  type AppTheme,
} from '@betshell/domain';

/**
 * The player's display settings on the root element, which the design tokens read (data-theme,
 * data-font-size). The server writes them into the page from the cookies, so the first paint is
 * right; this keeps them in step when the player changes them. Answers the function that stops.
 */
export function keepDisplayAttributes(
  root: HTMLElement,
  settings: { readonly appTheme: AppTheme; readonly appFontSize: AppFontSize },
): () => void {
  return reaction(
    () => [settings.appTheme, settings.appFontSize] as const,
    ([theme, fontSize]) => {
      root.setAttribute('data-theme', themeAttributeOf(theme));
      root.setAttribute('data-font-size', fontSizeAttributeOf(fontSize));
    },
    { fireImmediately: true },
  );
}
