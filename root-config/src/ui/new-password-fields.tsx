import { Field } from './form';

export interface NewPasswordFieldsProps {
  /** The first field's label: the new password. */
  readonly passwordLabel: string;
  /** The second field's label: the same password again. */
  readonly repeatLabel: string;
  /** The form data names of the two fields. */
  readonly names?: { readonly password: string; readonly repeat: string };
  /** What is wrong with each value, read with its field; null or absent when nothing. */
  readonly passwordError?: string | null;
  readonly repeatError?: string | null;
}

const NAMES = { password: 'password', repeat: 'repeat' } as const;

/**
 * A new password and its repetition, as every form that sets a password asks them: both
 * required, both `new-password`, so a password manager offers to make one and remembers it. The
 * form reads them by name and the domain's rule compares them.
 */
export function NewPasswordFields({
  passwordLabel,
  repeatLabel,
  names = NAMES,
  passwordError,
  repeatError,
}: NewPasswordFieldsProps) {
  return (
    <>
      <Field
        label={passwordLabel}
        name={names.password}
        type="password"
        autoComplete="new-password"
        required
        error={passwordError}
      />
      <Field
        label={repeatLabel}
        name={names.repeat}
        type="password"
        autoComplete="new-password"
        required
        error={repeatError}
      />
    </>
  );
}
