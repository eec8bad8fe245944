import { observer } from 'mobx-react-lite';
import { type RootStore } from '@betshell/domain';
import { showsSnow } from '@betshell/domain/chrome';

/** Enough flakes to read as snow, few enough to cost nothing on a slow laptop. */
export const SNOWFLAKES = 36;

/**
 * Each flake's place, size, speed and start, spread evenly but without a visible pattern (the
 * golden ratio), and the same on every render so React keeps the elements.
 */
function flake(index: number) {
  const spread = (index * 0.618_033_988_75) % 1;
  return {
    left: `${(spread * 100).toFixed(2)}%`,
    fontSize: `${(0.5 + ((index * 7) % 10) / 10).toFixed(2)}rem`,
    animationDuration: `${8 + ((index * 5) % 9)}s`,
    animationDelay: `-${((index * 3.7) % 12).toFixed(1)}s`,
  };
}

/**
 * Snow over the home page when the site config turns it on (domain showsSnow). It is decoration:
 * hidden from screen readers, never in the way of a click, and left out for players who ask for
 * reduced motion (snow-styles.ts).
 */
export const Snow = observer(function Snow({ stores }: { readonly stores: RootStore }) {
  if (!showsSnow(stores.navigation.page, stores.siteConfig.config)) return null;
  return (
    <div className="bs-snow" aria-hidden="true">
      {Array.from({ length: SNOWFLAKES }, (_, index) => (
        <span key={index} className="bs-snow__flake" style={flake(index)}>
          ❄
        </span>
      ))}
    </div>
  );
});
