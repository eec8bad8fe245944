import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showsScrollToTop } from '@betshell/domain/chrome';
import type { ScrollView } from './window-scroll-view';

/**
 * A button that takes the player back to the top, shown once the page is scrolled past the
 * threshold of domain/src/chrome/scroll-to-top.ts (one screen on desktop, four on mobile).
 */
export function ScrollToTop({ view }: { readonly view: ScrollView }) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(() => showsScrollToTop(view.scrollY(), view.viewport()));

  useEffect(
    () => view.subscribe(() => setShown(showsScrollToTop(view.scrollY(), view.viewport()))),
    [view],
  );

  if (!shown) return null;
  return (
    <button
      type="button"
      className="bs-scroll-top"
      aria-label={t('scroll_to_top')}
      title={t('scroll_to_top')}
      onClick={() => view.scrollToTop()}
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" width="22" height="22">
        <path fill="currentColor" d="M12 6l7 7-1.4 1.4L12 8.8l-5.6 5.6L5 13z" />
      </svg>
    </button>
  );
}
