import { useSyncExternalStore } from 'react';
import type { SeoTextOfPage } from './follow-seo-text';

/** The latest SEO text, for React to read (useSyncExternalStore). */
export interface SeoTextSource {
  readonly subscribe: (listener: () => void) => () => void;
  readonly current: () => SeoTextOfPage | null;
}

/**
 * The page's SEO block at the bottom of the main area: the visual's h1 and image, then the
 * content's heading and paragraphs. Plain text only: React writes each string as text, so an
 * operator's `<b>` shows as written and runs nothing. The image carries its width and height, so
 * the browser keeps its box from the start and nothing below it moves when it arrives. A page
 * with neither shows nothing, and no empty box is kept for it.
 */
export function SeoText({ source }: { readonly source: SeoTextSource }) {
  const text = useSyncExternalStore(source.subscribe, source.current);
  if (text === null || (text.content === null && text.visual === null)) return null;
  const { content, visual } = text;
  return (
    <section className="bs-seo-text" data-seo-text={text.pathname}>
      {visual === null ? null : <h1 className="bs-seo-text__h1">{visual.h1}</h1>}
      {visual === null || visual.image === null ? null : (
        <img
          className="bs-seo-text__image"
          src={visual.image.url}
          alt={visual.image.alt}
          width={visual.image.width}
          height={visual.image.height}
          loading="lazy"
          decoding="async"
        />
      )}
      {content === null ? null : (
        <>
          <h2 className="bs-seo-text__heading">{content.heading}</h2>
          {content.paragraphs.map((paragraph, index) => (
            <p key={index} className="bs-seo-text__paragraph">
              {paragraph}
            </p>
          ))}
        </>
      )}
    </section>
  );
}
