import { Input, useMessages } from '@healthdeck/widgets';
import { accountFormMessages } from './account-form-messages.js';

interface NewPasswordFieldsProps {
  /** 'Password' on sign-up, 'New password' on reset. */
  label: string;
  password: string;
  passwordConfirm: string;
  errors: { password?: string; passwordConfirm?: string };
  /** Why the password is weak, shown under it (judged in the client: the server only sees the derived credential). */
  weakReason: string | null;
  onPassword(value: string): void;
  onPasswordConfirm(value: string): void;
}

/** A new password and its confirmation, as sign-up and password reset both ask for them. */
export function NewPasswordFields(props: NewPasswordFieldsProps) {
  const t = useMessages(accountFormMessages);
  return (
    <>
      <Input
        label={props.label}
        name="password"
        type="password"
        autoComplete="new-password"
        required
        value={props.password}
        error={props.errors.password}
        onChange={(e) => props.onPassword(e.currentTarget.value)}
      />
      {props.weakReason ? <p className="hd-field-hint">{props.weakReason}</p> : null}
      <Input
        label={t.confirmPassword}
        name="passwordConfirm"
        type="password"
        autoComplete="new-password"
        required
        value={props.passwordConfirm}
        error={props.errors.passwordConfirm}
        onChange={(e) => props.onPasswordConfirm(e.currentTarget.value)}
      />
    </>
  );
}
