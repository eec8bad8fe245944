import {
  OFFICE_MENU,
  OFFICE_MENU_LABEL_KEY,
  officeMenuLinks,
  type OfficeMenuItem,
} from '@betshell/domain';
import { useState } from 'react';
import { Dialog } from './dialog';
import { Button } from './form';
import { SectionNav } from './section-nav';
import { useKitStyles } from './use-kit-styles';

/** One thing the player should see at a glance beside the menu: its name and its value. */
export interface OfficeMenuFact {
  /** Names it for tests and styles (`data-fact`). */
  readonly id: string;
  readonly name: string;
  readonly value: string;
  /** The page where the player acts on it, if any: the value links there. */
  readonly href?: string;
  /** Calls for the player's attention (a weak protection, a change waiting for approval). */
  readonly attention?: boolean;
}

export interface OfficeMenuProps {
  /** The page's language, for the links' addresses. */
  readonly language: string;
  /** The route shown, marked in the menu; null for none. */
  readonly route: string | null;
  /** The page's translation (the parcel's `t`), for the links' texts and the menu's name. */
  readonly translate: (key: string) => string;
  readonly onNavigate: (href: string) => void;
  /** The entries the site config lets open (officeMenuFor of the domain); all by default. */
  readonly items?: readonly OfficeMenuItem[];
  /** The player's state at a glance, above the entries; each only once it is known. */
  readonly facts?: readonly OfficeMenuFact[];
  /**
   * The page's address asks for the menu as a modal (spec/shell.md section 2.5, navigation-menu):
   * the sheet is open on any screen, and closing it without choosing goes to `closeHref`, the page
   * under it, so the address no longer asks for it.
   */
  readonly asModal?: { readonly closeHref: string };
}

/** Its dictionary keys besides the entries' and the menu's name. */
export const OFFICE_MENU_KEYS = { open: 'office_menu_open', close: 'office_menu_close' } as const;

/**
 * The personal office's menu (OFFICE_MENU of the domain) beside each office page: from 1024 px a
 * side menu, the entries one under another under the player's state at a glance; narrower, a
 * button that opens the same in the kit's dialog as a sheet (spec/shell.md section 2.5, the
 * navigation-menu modal). Following a link closes the sheet.
 */
export function OfficeMenu({
  language,
  route,
  translate,
  onNavigate,
  items = OFFICE_MENU,
  facts = [],
  asModal,
}: OfficeMenuProps) {
  useKitStyles();
  const [open, setOpen] = useState(asModal !== undefined);
  const modalCloseHref = asModal?.closeHref;
  // Open while the address asks for it: opened when it comes to, closed when the page moves on
  // (set while rendering, as React advises for state that follows a prop, not in an effect).
  const [askedFor, setAskedFor] = useState(modalCloseHref);
  if (askedFor !== modalCloseHref) {
    setAskedFor(modalCloseHref);
    setOpen(modalCloseHref !== undefined);
  }
  const close = () => {
    setOpen(false);
    if (modalCloseHref !== undefined) onNavigate(modalCloseHref);
  };
  const label = translate(OFFICE_MENU_LABEL_KEY);
  const follow = (href: string) => {
    setOpen(false);
    onNavigate(href);
  };
  const content = (
    <>
      {facts.length > 0 && (
        <dl className="ui-office-menu__facts">
          {facts.map((fact) => (
            <div
              key={fact.id}
              className="ui-office-menu__fact"
              data-fact={fact.id}
              data-attention={fact.attention === true ? '' : undefined}
            >
              <dt>{fact.name}</dt>
              <dd>
                {fact.href === undefined ? (
                  fact.value
                ) : (
                  <a
                    href={fact.href}
                    onClick={(event) => {
                      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) {
                        return;
                      }
                      event.preventDefault();
                      follow(fact.href ?? '');
                    }}
                  >
                    {fact.value}
                  </a>
                )}
              </dd>
            </div>
          ))}
        </dl>
      )}
      <SectionNav
        className="ui-office-menu__nav"
        label={label}
        links={officeMenuLinks(language, route, translate, items)}
        onNavigate={follow}
      />
    </>
  );
  return (
    <div className="ui-office-menu">
      <div className="ui-office-menu__side">{content}</div>
      <Button
        className="ui-office-menu__open"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
      >
        {translate(OFFICE_MENU_KEYS.open)}
      </Button>
      {open && (
        <Dialog
          title={label}
          closeLabel={translate(OFFICE_MENU_KEYS.close)}
          onClose={close}
          className="ui-office-menu__sheet"
          data-dialog="office-menu"
        >
          {content}
        </Dialog>
      )}
    </div>
  );
}
