/** Texts of one language by i18next key. */
export type DictionaryTexts = Readonly<Record<string, string>>;

/**
 * spec/decisions.md, Languages: a language without its own text for a key shows the fallback
 * language's text for that key. A text of the language itself always wins, even an empty one that
 * an operator set on purpose.
 */
export function mergeDictionaryTexts(
  texts: DictionaryTexts,
  fallbackTexts: DictionaryTexts,
): DictionaryTexts {
  return { ...fallbackTexts, ...texts };
}
