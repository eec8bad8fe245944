/**
 * The left and right panels of a desktop (spec/shell.md section 3: "left and right panel hidden
 * state"; cookies hide_left and hide_right, section 9): the left the sports and championships menu
 * beside the betting pages, the right the coupon's column. Both shown by default (ours). The server
 * writes a hidden panel on <html> from the cookies (data-hide-left, data-hide-right), so the first
 * paint has the page's columns right; the platform keeps the attributes in step with the settings.
 */
import { flagOf } from './global-settings-cookies';

/** The attribute <html> carries while a panel is hidden; the shell's styles read it. */
export const PANEL_HIDDEN_ATTRIBUTES = {
  left: 'data-hide-left',
  right: 'data-hide-right',
} as const;

export type SidePanel = keyof typeof PANEL_HIDDEN_ATTRIBUTES;

/** Which panels the cookies hide; a cookie missing or not a flag leaves its panel shown. */
export function hiddenPanelsOf(cookies: {
  readonly hideLeft: string | undefined;
  readonly hideRight: string | undefined;
}): { readonly left: boolean; readonly right: boolean } {
  return {
    left: flagOf(cookies.hideLeft) ?? false,
    right: flagOf(cookies.hideRight) ?? false,
  };
}
