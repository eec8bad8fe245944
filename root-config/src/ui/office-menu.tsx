import { OFFICE_MENU_LABEL_KEY, officeMenuLinks } from '@betshell/domain';
import { SectionNav } from './section-nav';

export interface OfficeMenuProps {
  /** The page's language, for the links' addresses. */
  readonly language: string;
  /** The route shown, marked in the menu; null for none. */
  readonly route: string | null;
  /** The page's translation (the parcel's `t`), for the links' texts and the menu's name. */
  readonly translate: (key: string) => string;
  readonly onNavigate: (href: string) => void;
}

/**
 * The personal office's menu (OFFICE_MENU of the domain) above each office page, whichever parcel
 * renders it: every built office page, the one shown marked, as a SectionNav.
 */
export function OfficeMenu({ language, route, translate, onNavigate }: OfficeMenuProps) {
  return (
    <SectionNav
      label={translate(OFFICE_MENU_LABEL_KEY)}
      links={officeMenuLinks(language, route, translate)}
      onNavigate={onNavigate}
    />
  );
}
