// An action's detail, loaded when it is first expanded (program-card.tsx): its description, the
// steps done of a group, and the call-to-action card of the action or of each step.
import { useMessages } from '../../i18n/language';
import { ActionCta } from './action-cta';
import { programProgressMessages, stepsText } from './messages';
import type { ProgramCardProps } from './program-card';
import type { ActionItem } from './use-programmes';

export function ActionDetail({ action, onComplete, pendingId, failedId }: { action: ActionItem } & Omit<ProgramCardProps, 'program'>) {
  const t = useMessages(programProgressMessages);
  const children = action.grouped ?? [];
  const description = action.short_description ?? action.full_description ?? action.subtitle;
  const cardOf = (item: ActionItem) => (
    <div key={item.id} className="hd-program-card__cta-card" part="cta-card" data-testid="cta-card">
      {children.length ? <p className="hd-program-card__cta-name">{item.name}</p> : null}
      {children.length && (item.short_description ?? item.subtitle) ? <p className="hd-program-card__cta-text">{item.short_description ?? item.subtitle}</p> : null}
      <ActionCta action={item} onComplete={onComplete} busy={pendingId === item.id} />
      {failedId === item.id ? (
        <p role="alert" className="hd-program-card__error" part="error">
          {t.failed}
        </p>
      ) : null}
    </div>
  );
  return (
    <>
      {description ? <p className="hd-program-card__description">{description}</p> : null}
      {children.length ? <p className="hd-program-card__steps">{stepsText(t.steps, children.filter((c) => c.completed).length, children.length)}</p> : null}
      {children.length ? children.map(cardOf) : cardOf(action)}
    </>
  );
}
