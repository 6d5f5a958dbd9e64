// One field of the sign-in form drawn as antd's vertical Form.Item (sign-in-form.css): the label
// above, the control, its errors below in antd's error style, announced (role="alert") and tied to
// the control (aria-describedby, aria-invalid).
import type { ReactNode } from 'react';

export interface FieldControlProps {
  id: string;
  status?: 'error';
  'aria-invalid'?: true;
  'aria-describedby'?: string;
  'aria-required'?: true;
}

interface Props {
  id: string;
  label: string;
  errors: string[];
  required?: boolean;
  children: (control: FieldControlProps) => ReactNode;
}

export function SignInField({ id, label, errors, required = false, children }: Props) {
  const invalid = errors.length > 0;
  const helpId = `${id}_help`;
  return (
    <div className="sign-in-field">
      <div className="sign-in-field__label">
        <label htmlFor={id}>{label}</label>
      </div>
      {children({
        id,
        ...(invalid && { status: 'error', 'aria-invalid': true, 'aria-describedby': helpId }),
        ...(required && { 'aria-required': true }),
      })}
      {invalid && (
        <div id={helpId} role="alert" className="sign-in-field__help">
          {errors.map((error) => (
            <div key={error}>{error}</div>
          ))}
        </div>
      )}
    </div>
  );
}
