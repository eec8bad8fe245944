/** The part of the page's document the coupon reads to know whether the player can see it. */
export interface VisibleDocument {
  readonly visibilityState: DocumentVisibilityState;
  addEventListener(type: 'visibilitychange', listener: () => void): void;
  removeEventListener(type: 'visibilitychange', listener: () => void): void;
}

/**
 * Tells the coupon's line watch whether the tab is visible, now and whenever it changes: a hidden
 * tab asks the line nothing (nobody reads its odds), and asks again as soon as it is shown.
 */
export function followTabVisibility(
  doc: VisibleDocument,
  watch: { setVisible(visible: boolean): void },
): () => void {
  const follow = () => watch.setVisible(doc.visibilityState === 'visible');
  follow();
  doc.addEventListener('visibilitychange', follow);
  return () => doc.removeEventListener('visibilitychange', follow);
}
