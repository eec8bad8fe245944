/**
 * Adds a parcel's stylesheet while it is mounted and removes it on unmount, so a parcel swapped in
 * by import-map-overrides brings its own styles and leaves none behind.
 */
export function mountStyles(document: Document, id: string, css: string): () => void {
  const element = document.createElement('style');
  element.dataset.parcel = id;
  element.textContent = css;
  document.head.append(element);
  return () => element.remove();
}
