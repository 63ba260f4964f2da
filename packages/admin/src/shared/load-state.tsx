import { Button, useMessages } from '@healthdeck/widgets';
import { errorMessage } from '../classes/errors.js';
import { adminMessages } from './messages.js';

export interface LoadStateProps {
  /** The load's failure, if it failed (null or undefined while it is still loading). */
  error: unknown;
  /** The status read while it loads ('Loading role'). */
  loading: string;
  onRetry: () => void;
  /** How the failure reads (the server's message by default, spec 000 §8). */
  describe?: (error: unknown) => string;
  /** The status only for screen readers (a skeleton shows the loading). */
  quiet?: boolean;
}

/**
 * What an admin screen shows before its data: the failure with 'Try again' (no silent retries), or
 * the spinner and its status. The caller shows it while the data is pending or failed.
 */
export function LoadState({ error, loading, onRetry, describe = errorMessage, quiet = false }: LoadStateProps) {
  const t = useMessages(adminMessages);
  if (error !== null && error !== undefined) {
    return (
      <div className="hd-table-error" role="alert">
        <p>{describe(error)}</p>
        <Button type="button" onClick={onRetry}>
          {t.tryAgain}
        </Button>
      </div>
    );
  }
  if (quiet) {
    return (
      <p role="status" className="hd-visually-hidden">
        {loading}
      </p>
    );
  }
  return (
    <p role="status">
      <span className="hd-spinner" aria-hidden="true" /> {loading}
    </p>
  );
}
