import { checkAge, parseCalendarDate } from '../auth/age-limit';
import { phoneCountryById } from '../auth/phone-countries';

/**
 * The identity documents a player may verify with (spec/shell.md section 3, user_data
 * `document_type_id`; the spec lists no ids, these are ours): 1 passport, 2 national identity
 * card, 3 driving licence.
 */
export const DOCUMENT_TYPES = { passport: 1, 'id-card': 2, 'driving-licence': 3 } as const;
export type DocumentTypeName = keyof typeof DOCUMENT_TYPES;
export type DocumentTypeId = (typeof DOCUMENT_TYPES)[DocumentTypeName];
export const DOCUMENT_TYPE_IDS: readonly DocumentTypeId[] = Object.values(DOCUMENT_TYPES);

export function isDocumentTypeId(value: number): value is DocumentTypeId {
  return (DOCUMENT_TYPE_IDS as readonly number[]).includes(value);
}

/**
 * The personal data a player enters for verification (spec/shell.md section 3, user_data: name,
 * surname, date_birthday, document_type_id, passport, passport_date, passport_end_date,
 * registration_address; the country is the user config's user_country_id). Dates are calendar
 * dates, `YYYY-MM-DD`; a document without an expiry date has null.
 */
export interface PersonalData {
  readonly name: string;
  readonly surname: string;
  readonly birthday: string;
  readonly documentTypeId: number;
  readonly documentNumber: string;
  readonly documentIssuedOn: string;
  readonly documentExpiresOn: string | null;
  readonly address: string;
  readonly countryId: number;
}

export type PersonalDataField = keyof PersonalData;

/** The order the form shows the fields in, and the order their problems are named in. */
export const PERSONAL_DATA_FIELDS: readonly PersonalDataField[] = [
  'name',
  'surname',
  'birthday',
  'countryId',
  'address',
  'documentTypeId',
  'documentNumber',
  'documentIssuedOn',
  'documentExpiresOn',
];

export type PersonalDataProblemReason =
  'required' | 'too-long' | 'invalid' | 'under-age' | 'in-the-future' | 'expired' | 'before-issue';

export interface PersonalDataProblem {
  readonly field: PersonalDataField;
  readonly reason: PersonalDataProblemReason;
}

export type PersonalDataCheck =
  | { readonly ok: true; readonly data: PersonalData }
  | { readonly ok: false; readonly problems: readonly PersonalDataProblem[] };

/** Ours: the longest name, document number and address the site keeps. */
export const PERSONAL_DATA_MAX_LENGTH = { name: 50, documentNumber: 20, address: 200 } as const;

/**
 * A name as documents write it in any script: letters (with their combining marks), and single
 * spaces, hyphens or apostrophes between them (Anna-Maria, O'Neil, Ли Мин). No digits.
 */
const NAME = /^\p{L}[\p{L}\p{M}]*(?:[ '’-]\p{L}[\p{L}\p{M}]*)*$/u;
/** Latin letters and digits, as document numbers are printed; spaces and hyphens are dropped. */
const DOCUMENT_NUMBER = /^[A-Z0-9]{4,20}$/;
/** An address names something: at least one letter and five characters. */
const ADDRESS = /\p{L}/u;

const collapse = (text: string) => text.normalize('NFC').trim().replace(/\s+/g, ' ');

/** What the site stores of a document number: upper case, without spaces and hyphens. */
export function normalizeDocumentNumber(text: string): string {
  return text.replace(/[\s-]+/g, '').toUpperCase();
}

export interface PersonalDataRules {
  /** The day the data is judged on, `YYYY-MM-DD`. */
  readonly today: string;
  /** The site config's `ageLimit`: the same rule registration refuses an under-age player by. */
  readonly ageLimit: number;
}

/**
 * Checks and cleans personal data: every field is named with its first problem, so a form can
 * show each under its field and the server can answer 400 naming them. Names and the address are
 * trimmed with their inner spaces collapsed; the document number is normalized.
 */
export function checkPersonalData(
  input: PersonalData,
  rules: PersonalDataRules,
): PersonalDataCheck {
  const problems: PersonalDataProblem[] = [];
  const problem = (field: PersonalDataField, reason: PersonalDataProblemReason) =>
    problems.push({ field, reason });

  const name = collapse(input.name);
  const surname = collapse(input.surname);
  for (const [field, value] of [
    ['name', name],
    ['surname', surname],
  ] as const) {
    if (value === '') problem(field, 'required');
    else if (value.length > PERSONAL_DATA_MAX_LENGTH.name) problem(field, 'too-long');
    else if (!NAME.test(value)) problem(field, 'invalid');
  }

  if (input.birthday.trim() === '') problem('birthday', 'required');
  else {
    const age = checkAge(input.birthday, rules.today, rules.ageLimit);
    if (age === 'invalid-date') problem('birthday', 'invalid');
    else if (age === 'in-the-future') problem('birthday', 'in-the-future');
    else if (age === 'under-age') problem('birthday', 'under-age');
  }

  if (!Number.isInteger(input.countryId) || phoneCountryById(input.countryId) === undefined) {
    problem('countryId', input.countryId === 0 ? 'required' : 'invalid');
  }

  const address = collapse(input.address);
  if (address === '') problem('address', 'required');
  else if (address.length > PERSONAL_DATA_MAX_LENGTH.address) problem('address', 'too-long');
  else if (address.length < 5 || !ADDRESS.test(address)) problem('address', 'invalid');

  if (!isDocumentTypeId(input.documentTypeId)) {
    problem('documentTypeId', input.documentTypeId === 0 ? 'required' : 'invalid');
  }

  const documentNumber = normalizeDocumentNumber(input.documentNumber);
  if (documentNumber === '') problem('documentNumber', 'required');
  else if (documentNumber.length > PERSONAL_DATA_MAX_LENGTH.documentNumber) {
    problem('documentNumber', 'too-long');
  } else if (!DOCUMENT_NUMBER.test(documentNumber)) problem('documentNumber', 'invalid');

  const issued = input.documentIssuedOn.trim();
  if (issued === '') problem('documentIssuedOn', 'required');
  else if (parseCalendarDate(issued) === null) problem('documentIssuedOn', 'invalid');
  else if (issued > rules.today) problem('documentIssuedOn', 'in-the-future');

  const expires = input.documentExpiresOn === null ? '' : input.documentExpiresOn.trim();
  if (expires !== '') {
    if (parseCalendarDate(expires) === null) problem('documentExpiresOn', 'invalid');
    else if (expires <= issued) problem('documentExpiresOn', 'before-issue');
    // A document that has run out proves nothing of today's identity.
    else if (expires < rules.today) problem('documentExpiresOn', 'expired');
  }

  if (problems.length > 0) {
    const order = (field: PersonalDataField) => PERSONAL_DATA_FIELDS.indexOf(field);
    return { ok: false, problems: problems.sort((a, b) => order(a.field) - order(b.field)) };
  }
  return {
    ok: true,
    data: {
      name,
      surname,
      birthday: input.birthday,
      documentTypeId: input.documentTypeId,
      documentNumber,
      documentIssuedOn: issued,
      documentExpiresOn: expires === '' ? null : expires,
      address,
      countryId: input.countryId,
    },
  };
}

/** The dictionary key of a field's problem (verification dictionary), e.g. `verification_problem_under_age`. */
export function personalDataProblemKey(reason: PersonalDataProblemReason): string {
  return `verification_problem_${reason.replace(/-/g, '_')}`;
}

/** The dictionary key of a field's label, e.g. `verification_field_documentNumber`. */
export function personalDataFieldKey(field: PersonalDataField): string {
  return `verification_field_${field}`;
}
