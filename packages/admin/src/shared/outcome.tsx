/**
 * The outcome of the last change on a panel: its refusal as an alert, else its notice in a status
 * region that stays in the page (empty and hidden until there is news), so the news is announced.
 */
export function Outcome({ error, notice }: { error: string | null; notice: string | null }) {
  return (
    <>
      {error ? (
        <p role="alert" className="hd-form-error">
          {error}
        </p>
      ) : null}
      <p role="status" className={notice ? 'hd-notice' : 'hd-visually-hidden'}>
        {notice ?? ''}
      </p>
    </>
  );
}
