import { useEffect, useRef, type MouseEvent } from 'react';
import { useKitStyles } from './use-kit-styles';

export interface SectionNavLink {
  readonly href: string;
  readonly text: string;
  /** The page the player is on: marked `aria-current="page"`. */
  readonly current: boolean;
}

export interface SectionNavProps {
  /** The menu's accessible name (the `nav`'s `aria-label`). */
  readonly label: string;
  readonly links: readonly SectionNavLink[];
  /** Follows a link within the site (a plain click); other clicks are the browser's. */
  readonly onNavigate: (href: string) => void;
  readonly className?: string;
}

/**
 * The menu of an area's pages (the personal office's): one row of links that never wraps, and
 * scrolls sideways in its own box when it is wider than the screen, so a phone keeps the whole
 * menu without widening the page. The current page's link is scrolled into view.
 */
export function SectionNav({ label, links, onNavigate, className }: SectionNavProps) {
  useKitStyles();
  const list = useRef<HTMLUListElement>(null);
  const current = links.find((link) => link.current)?.href;
  useEffect(() => {
    const box = list.current;
    const link = box?.querySelector<HTMLElement>('[aria-current="page"]');
    if (box === null || box === undefined || link === null || link === undefined) return;
    // Only the row scrolls: scrollIntoView would move the page too.
    box.scrollLeft = link.offsetLeft - box.offsetLeft - (box.clientWidth - link.offsetWidth) / 2;
  }, [current]);
  const follow = (event: MouseEvent<HTMLAnchorElement>, href: string) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
      return;
    }
    event.preventDefault();
    onNavigate(href);
  };
  return (
    <nav
      className={className === undefined ? 'ui-section-nav' : `ui-section-nav ${className}`}
      aria-label={label}
    >
      <ul ref={list}>
        {links.map((link) => (
          <li key={link.href}>
            <a
              href={link.href}
              aria-current={link.current ? 'page' : undefined}
              onClick={(event) => follow(event, link.href)}
            >
              {link.text}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
