import { SITE_LANGUAGES } from '@betshell/domain';
import { Type } from 'typebox';

/** One of the site's language codes (SITE_LANGUAGES of @betshell/domain), for request schemas. */
export const LanguageCodeSchema = Type.Enum(SITE_LANGUAGES);
