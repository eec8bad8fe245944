import { useId } from 'react';

export interface TextFieldProps {
  readonly label: string;
  readonly name: string;
  readonly type?: 'text' | 'password' | 'email' | 'tel';
  readonly autoComplete?: string;
  readonly inputMode?: 'numeric' | 'tel' | 'email' | 'text';
  readonly required?: boolean;
  readonly minLength?: number;
  readonly maxLength?: number;
}

/** A labelled input of the security and settings forms; the form reads it by name. */
export function TextField({
  label,
  name,
  type = 'text',
  required = true,
  ...rest
}: TextFieldProps) {
  const id = useId();
  return (
    <div className="bs-office-security__field">
      <label htmlFor={id}>{label}</label>
      <input id={id} name={name} type={type} required={required} {...rest} />
    </div>
  );
}

/** The value of a named input of a submitted form. */
export function fieldOf(form: HTMLFormElement, name: string): string {
  const value = new FormData(form).get(name);
  return typeof value === 'string' ? value : '';
}
