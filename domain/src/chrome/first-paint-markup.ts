/**
 * Marks markup the server writes into a floating chrome's slot so that it paints with the page's
 * HTML, before any JavaScript has run (a new visitor's largest paint is the cookie
 * agreement). It is the same content the parcel shows; the parcel's view takes its place once it
 * is ready, and the root config drops it wherever the parcel does not mount (another layout, a
 * shell that could not start), so it never stays beside or instead of the real one.
 */
export const FIRST_PAINT_MARKUP_ATTRIBUTE = 'data-first-paint';
