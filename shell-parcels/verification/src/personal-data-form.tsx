import { localeOf } from '@betshell/domain';
import { PHONE_COUNTRIES } from '@betshell/domain/auth';
import {
  DOCUMENT_TYPES,
  personalDataFieldKey,
  personalDataProblemKey,
  type PersonalData,
  type PersonalDataField,
  type VerificationStore,
} from '@betshell/domain/verification';
import { Field, FieldFrame, Form, SubmitButton } from '@betshell/ui';
import { observer } from 'mobx-react-lite';
import { useMemo, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

export interface PersonalDataFormProps {
  readonly store: VerificationStore;
  readonly language: string;
}

const text = (form: HTMLFormElement, name: string): string => {
  const element = form.elements.namedItem(name);
  return element instanceof HTMLInputElement || element instanceof HTMLSelectElement
    ? element.value
    : '';
};

/** What the form holds, as the domain's checkPersonalData and the server take it. */
function personalDataOf(form: HTMLFormElement): PersonalData {
  const expires = text(form, 'documentExpiresOn');
  return {
    name: text(form, 'name'),
    surname: text(form, 'surname'),
    birthday: text(form, 'birthday'),
    countryId: Number(text(form, 'countryId')),
    address: text(form, 'address'),
    documentTypeId: Number(text(form, 'documentTypeId')),
    documentNumber: text(form, 'documentNumber'),
    documentIssuedOn: text(form, 'documentIssuedOn'),
    documentExpiresOn: expires === '' ? null : expires,
  };
}

/**
 * The player's personal data (spec/shell.md section 3, user_data): names, birth date, country and
 * address, the identity document. The server judges it by the domain's rules and names each field
 * that breaks one; the form shows each sentence under its field.
 */
export const PersonalDataForm = observer(function PersonalDataForm({
  store,
  language,
}: PersonalDataFormProps) {
  const { t } = useTranslation();
  const kept = store.verification?.personalData ?? null;
  const countries = useMemo(() => {
    const names = new Intl.DisplayNames([localeOf(language)], { type: 'region' });
    return PHONE_COUNTRIES.map((country) => ({
      id: country.id,
      name: names.of(country.code) ?? country.name,
    })).sort((a, b) => a.name.localeCompare(b.name, localeOf(language)));
  }, [language]);
  const problemOf = (field: PersonalDataField): string | null => {
    const problem = store.problems.find((each) => each.field === field);
    return problem === undefined ? null : t(personalDataProblemKey(problem.reason));
  };
  const field = (name: PersonalDataField, props: { type?: string; autoComplete?: string } = {}) => (
    <Field
      label={t(personalDataFieldKey(name))}
      name={name}
      required={name !== 'documentExpiresOn'}
      defaultValue={kept === null ? '' : String(kept[name] ?? '')}
      error={problemOf(name)}
      {...props}
    />
  );
  const fieldError = (name: PersonalDataField) => {
    const problem = problemOf(name);
    return problem === null ? null : (
      <p className="ui-field__error" role="alert">
        {problem}
      </p>
    );
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void store.savePersonalData(personalDataOf(event.currentTarget));
  };
  return (
    <Form
      className="bs-verification__form"
      aria-label={t('verification_personal_data_title')}
      onSubmit={submit}
      noValidate
    >
      <h2>{t('verification_personal_data_title')}</h2>
      <div className="bs-verification__grid">
        {field('name', { autoComplete: 'given-name' })}
        {field('surname', { autoComplete: 'family-name' })}
        {field('birthday', { type: 'date', autoComplete: 'bday' })}
        <FieldFrame label={t(personalDataFieldKey('countryId'))}>
          <select name="countryId" required defaultValue={kept?.countryId ?? ''}>
            <option value="">{t('verification_choose')}</option>
            {countries.map((country) => (
              <option key={country.id} value={country.id}>
                {country.name}
              </option>
            ))}
          </select>
        </FieldFrame>
        {fieldError('countryId')}
        {field('address', { autoComplete: 'street-address' })}
        <FieldFrame label={t(personalDataFieldKey('documentTypeId'))}>
          <select name="documentTypeId" required defaultValue={kept?.documentTypeId ?? ''}>
            <option value="">{t('verification_choose')}</option>
            {Object.entries(DOCUMENT_TYPES).map(([name, id]) => (
              <option key={id} value={id}>
                {t(`verification_document_${name.replace(/-/g, '_')}`)}
              </option>
            ))}
          </select>
        </FieldFrame>
        {fieldError('documentTypeId')}
        {field('documentNumber')}
        {field('documentIssuedOn', { type: 'date' })}
        {field('documentExpiresOn', { type: 'date' })}
      </div>
      <SubmitButton pending={store.pending === 'save'} tone="brand">
        {t('verification_save')}
      </SubmitButton>
    </Form>
  );
});
