import type { LanguageCode } from '@betshell/domain';

/** The line names its sports, championships and teams in every site language (migration 0200). */
export type LineLanguage = LanguageCode;

/**
 * The SQL of a name column in a language: a row written before it had names in that language has
 * none there, and reads the English one.
 */
export function lineNameSql(alias: string, column: string, language: LineLanguage): string {
  return language === 'en'
    ? `${alias}.${column}_en`
    : `coalesce(${alias}.${column}_${language}, ${alias}.${column}_en)`;
}
