// @betshell/ui: the site's design tokens and the components every parcel would otherwise repeat.
// One module of the import map, loaded once; a parcel imports it by name and bundles none of it.
//
//   import { Dialog, Field, Form, FormError, SubmitButton, Tabs } from '@betshell/ui';
//
//   design tokens   CSS custom properties --ui-color-*, --ui-space-*, --ui-radius-*,
//                   --ui-font-*, --ui-elevation-*, --ui-layer-*: a parcel's styles name them,
//                   never a colour (docs/ui-kit.md lists them)
//   Dialog          modal, focus kept inside, Escape closes, focus returns on close
//   Tabs            a tab list with arrow keys
//   Form, Field, FieldFrame, FormError, Button, SubmitButton
//   Money, Odds     amounts and odds through the domain's formatters
//   ResponsiveTable a table that becomes cards on a narrow screen
//   SectionNav      an area's menu in one row that scrolls sideways on a phone
//   OfficeMenu      the personal office's menu: a side menu, on a phone a sheet
//   Toast, ToastRegion
export {
  DARK_PALETTE,
  DEFAULT_THEME,
  LIGHT_PALETTE,
  NARROW_SCREEN,
  ROOT_FONT_SIZES,
  THEMES,
  TOUCH_SCREEN,
  colour,
  designTokensCss,
  type Palette,
  type Theme,
} from './design-tokens';
export { Dialog, type DialogProps } from './dialog';
export { Tabs, type TabsProps } from './tabs';
export {
  Button,
  Field,
  FieldFrame,
  Form,
  FormError,
  SubmitButton,
  formText,
  type ButtonProps,
  type ButtonTone,
  type FieldProps,
  type SubmitButtonProps,
} from './form';
export { Money, Odds, type MoneyProps, type OddsProps } from './money';
export { ResponsiveTable, type ResponsiveTableProps, type TableColumn } from './responsive-table';
export { SectionNav, type SectionNavLink, type SectionNavProps } from './section-nav';
export {
  OFFICE_MENU_KEYS,
  OfficeMenu,
  type OfficeMenuFact,
  type OfficeMenuProps,
} from './office-menu';
export { Toast, ToastRegion, type ToastProps, type ToastTone } from './toast';
export type { RowDetails } from './responsive-table';
export { NewPasswordFields, type NewPasswordFieldsProps } from './new-password-fields';
