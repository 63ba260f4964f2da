/** A failure of the whole form, shown in the page and announced (role=alert). */
export function FormAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p className="hd-form-alert" role="alert">
      {message}
    </p>
  );
}

/** A success or progress note, announced politely. */
export function FormStatus({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p className="hd-form-status" role="status">
      {message}
    </p>
  );
}
