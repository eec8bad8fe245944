/** A query as a plain record; a key given twice keeps its first value. */
export type Query = Readonly<Record<string, string>>;

function decode(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return text;
  }
}

/** `?a=1&b=x%20y` -> `{ a: '1', b: 'x y' }`. */
export function parseQuery(search: string): Query {
  const query: Record<string, string> = {};
  for (const pair of search.replace(/^\?/, '').split('&')) {
    if (pair === '') continue;
    const [key = '', ...value] = pair.split('=');
    const name = decode(key);
    if (!(name in query)) query[name] = decode(value.join('='));
  }
  return query;
}

/** `{ a: '1' }` -> `?a=1`; an empty query is an empty string. */
export function formatQuery(query: Query): string {
  const pairs = Object.entries(query).map(
    ([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`,
  );
  return pairs.length === 0 ? '' : `?${pairs.join('&')}`;
}
