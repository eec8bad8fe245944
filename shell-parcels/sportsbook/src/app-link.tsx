import type { MouseEvent, ReactNode } from 'react';
import { useSportsbook } from './view-context';

/** A link inside the shell: a plain click navigates without reloading; others do what they do. */
export function AppLink({
  href,
  children,
  current = false,
  className,
}: {
  readonly href: string;
  readonly children: ReactNode;
  readonly current?: boolean;
  readonly className?: string;
}) {
  const { navigate } = useSportsbook();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
      return;
    }
    event.preventDefault();
    navigate(href);
  };
  return (
    <a
      href={href}
      onClick={onClick}
      className={className}
      aria-current={current ? 'page' : undefined}
    >
      {children}
    </a>
  );
}
