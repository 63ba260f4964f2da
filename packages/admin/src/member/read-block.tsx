import type { ReactNode } from 'react';
import { Button, useMessages } from '@healthdeck/widgets';
import { memberMessages } from './messages.js';
import type { ReadState } from './use-read.js';

/**
 * One clinical read on the member's page: its heading, the button that asks (each read is audited,
 * so nothing is read until staff ask), a status while it loads, the server's message on failure,
 * and the answer in a status region. `loading` names what is being read (default: 'Reading…').
 */
export function ReadBlock<T>({
  title,
  action,
  loading,
  state,
  run,
  render,
}: {
  title: string;
  action: string;
  loading?: string;
  state: ReadState<T>;
  run: () => void;
  render: (data: T) => ReactNode;
}) {
  const M = useMessages(memberMessages);
  return (
    <div>
      <h3>{title}</h3>
      <Button type="button" variant="outlined" loading={state.status === 'loading'} disabled={state.status === 'loading'} onClick={run}>
        {action}
      </Button>
      {state.status === 'loading' ? (
        <p role="status" className="hd-visually-hidden">
          {loading ?? M.reading}
        </p>
      ) : null}
      {state.status === 'error' ? (
        <p role="alert" className="hd-form-error">
          {state.message}
        </p>
      ) : state.status === 'done' ? (
        <div role="status">{render(state.data)}</div>
      ) : null}
    </div>
  );
}
