import { useEffect, useRef } from 'react';
import type { MemberProgram } from '@healthdeck/contract/light';
import { useMessages } from '../../i18n/language';
import { LoadFailure, useReportLoadFailure } from '../shared/load-failure';
import { WidgetShell } from '../shared/widget-shell';
import { ActionCta } from '../program-progress/action-cta';
import { leafActions, useProgrammes, type ActionItem } from '../program-progress/use-programmes';
import { nextStepMessages } from './messages';

export interface NextStepProps {
  /** When loading or completing failed, with the message shown (`hd-error`). */
  onError?: (detail: { message: string }) => void;
}

/** spec 001 §3: the next-step action (its title and programme): the first incomplete action, in programme and action order. */
export function nextAction(programs: readonly MemberProgram[]): { program: MemberProgram; action: ActionItem } | null {
  for (const program of programs) {
    const action = leafActions(program.actions).find((a) => !a.completed);
    if (action) return { program, action };
  }
  return null;
}

function NextStepBody({ onError }: NextStepProps) {
  const t = useMessages(nextStepMessages);
  const { programmes, complete, pendingId, failedId } = useProgrammes();
  useReportLoadFailure('next-step', programmes, t.failed, onError);
  const reported = useRef(onError);
  reported.current = onError;
  useEffect(() => {
    if (failedId) reported.current?.({ message: t.failed });
  }, [failedId, t.failed]);

  if (programmes.isError) return <LoadFailure block="hd-next-step" query={programmes} message={t.failed} retryLabel={t.retry} />;
  if (programmes.isPending) {
    return (
      <div className="hd-next-step__body" part="body" role="status" aria-busy="true">
        {t.loading}
      </div>
    );
  }
  const next = nextAction(programmes.data.programs);
  if (!next) {
    // Every step done, or none to do: a member in no programme has completed nothing.
    const none = programmes.data.programs.every((program) => leafActions(program.actions).length === 0);
    return (
      <div className="hd-next-step__body" part="body">
        <p className="hd-next-step__done">{none ? t.noSteps : t.allDone}</p>
      </div>
    );
  }
  const { program, action } = next;
  const description = action.short_description ?? action.subtitle;
  return (
    <div className="hd-next-step__body" part="body" data-testid="next-step">
      <p className="hd-next-step__program">{program.name}</p>
      <p className="hd-next-step__name">{action.name}</p>
      {description ? <p className="hd-next-step__text">{description}</p> : null}
      <ActionCta action={action} onComplete={complete} busy={pendingId === action.id} />
      {failedId === action.id ? (
        <p role="alert" className="hd-next-step__error" part="error">
          {t.failed}
        </p>
      ) : null}
    </div>
  );
}

/**
 * spec 001 §2 dashboard widget 'Next Step': the member's next incomplete action with its button
 * (spec 001 §4 Next-step button: disabled once completed; url opens a new tab; triggered process
 * and manual confirmation call the completion handler; page navigates). Once done, the following
 * action takes its place; with none left it says so.
 */
export function NextStep({ onError }: NextStepProps) {
  const t = useMessages(nextStepMessages);
  return (
    <WidgetShell block="hd-next-step" frame="info" title={t.title} signedOut={t.signedOut}>
      {() => <NextStepBody onError={onError} />}
    </WidgetShell>
  );
}
