import {
  useId,
  type ButtonHTMLAttributes,
  type FormEvent,
  type FormHTMLAttributes,
  type InputHTMLAttributes,
  type ReactNode,
} from 'react';
import { useKitStyles } from './use-kit-styles';

const classes = (...names: ReadonlyArray<string | false | undefined>) =>
  names.filter((name) => typeof name === 'string' && name !== '').join(' ');

/** The trimmed text of a submitted form's field `name`, or '' when it has none. */
export function formText(event: FormEvent<HTMLFormElement>, name: string): string {
  const value = new FormData(event.currentTarget).get(name);
  return typeof value === 'string' ? value.trim() : '';
}

/** A form laid out as a column of fields, its error and its button. */
export function Form({ className, ...props }: FormHTMLAttributes<HTMLFormElement>) {
  useKitStyles();
  return <form {...props} className={classes('ui-form', className)} />;
}

export interface FieldProps extends InputHTMLAttributes<HTMLInputElement> {
  readonly label: ReactNode;
  /** What is wrong with the value, shown under it and read with it; null or absent when nothing. */
  readonly error?: string | null;
  readonly hint?: ReactNode;
}

/**
 * An input with its label (the label holds the input, so a click on the words focuses it), an
 * optional hint and an error that marks the input invalid and is read with it. A checkbox or radio
 * stands before its words.
 */
export function Field({ label, error, hint, className, ...input }: FieldProps) {
  useKitStyles();
  const id = useId();
  const check = input.type === 'checkbox' || input.type === 'radio';
  const hasError = error !== undefined && error !== null;
  const describedBy = classes(
    hint !== undefined && `${id}-hint`,
    hasError && `${id}-error`,
    input['aria-describedby'],
  );
  const control = (
    <input
      {...input}
      aria-invalid={hasError || undefined}
      aria-describedby={describedBy === '' ? undefined : describedBy}
    />
  );
  return (
    <>
      <label className={classes('ui-field', check && 'ui-field--check', className)}>
        {check ? control : label}
        {check ? label : control}
      </label>
      {hint !== undefined && (
        <p id={`${id}-hint`} className="ui-field__hint">
          {hint}
        </p>
      )}
      {hasError && (
        <p id={`${id}-error`} className="ui-field__error">
          {error}
        </p>
      )}
    </>
  );
}

/** Any other control (a select, a group of radios) with its label, laid out as a field. */
export function FieldFrame({
  label,
  children,
}: {
  readonly label: ReactNode;
  readonly children: ReactNode;
}) {
  useKitStyles();
  return (
    <label className="ui-field">
      {label}
      {children}
    </label>
  );
}

/** What stopped the whole form, announced as it appears; nothing when there is nothing. */
export function FormError({ children }: { readonly children: ReactNode }) {
  useKitStyles();
  if (children === null || children === undefined || children === false || children === '')
    return null;
  return (
    <p className="ui-form-error" role="alert">
      {children}
    </p>
  );
}

export type ButtonTone = 'primary' | 'brand' | 'secondary' | 'link';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** primary: the yellow main action; brand: navy; secondary: outlined; link: reads as a link. */
  readonly tone?: ButtonTone;
}

export function Button({ tone = 'secondary', type = 'button', className, ...props }: ButtonProps) {
  useKitStyles();
  return (
    <button
      {...props}
      type={type}
      className={classes('ui-button', `ui-button--${tone}`, className)}
    />
  );
}

export interface SubmitButtonProps extends Omit<ButtonProps, 'type'> {
  /** The form's request is under way: the button waits, so the form is not sent twice. */
  readonly pending?: boolean;
}

/** A form's submit button, disabled and marked busy while its request is pending. */
export function SubmitButton({
  pending = false,
  tone = 'primary',
  disabled,
  ...props
}: SubmitButtonProps) {
  return (
    <Button
      {...props}
      type="submit"
      tone={tone}
      disabled={pending || disabled}
      aria-busy={pending || undefined}
    />
  );
}
