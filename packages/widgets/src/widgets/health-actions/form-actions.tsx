import type { FieldErrors } from 'react-hook-form';
import { Button } from '../../primitives/button/button';

/** A form's refusal from the server (role alert) and its Save / Cancel buttons. */
export function FormActions({ errors, saving, save, cancel, onCancel }: { errors: FieldErrors; saving: boolean; save: string; cancel: string; onCancel: () => void }) {
  const refused = errors.root?.server?.message;
  return (
    <>
      {refused ? (
        <p role="alert" className="hd-health-actions__error" part="error">
          {refused}
        </p>
      ) : null}
      <div className="hd-health-actions__buttons">
        <Button type="submit" loading={saving}>
          {save}
        </Button>
        <Button variant="outlined" color="gray" onClick={onCancel} disabled={saving}>
          {cancel}
        </Button>
      </div>
    </>
  );
}
