import { useMemo } from 'react';
import { Button } from '@healthdeck/widgets';
import { errorMessage } from '../classes/errors.js';
import { actionFormRules } from '../cta-form/action-form-rules.js';
import { useCtaLookups } from '../cta-form/cta-lookups.js';
import { CTA_FORM_MESSAGES as M } from '../cta-form/messages.js';
import { CTA_FORM_CSS } from '../cta-form/styles.js';
import { widgetFormRules } from '../cta-form/widget-form-rules.js';
import { ClassFormScreen } from './class-form-screen.js';

const RULES = { widgets: widgetFormRules, action: actionFormRules } as const;

/**
 * /admin/classes/widgets/… and /admin/classes/action/… (new and edit): the generated form with the
 * call-to-action rules of spec 001 §5; for widgets also the icon search and Preview Widget (§2, §6).
 */
export function CtaFormScreen({ classkey }: { classkey: keyof typeof RULES }) {
  const lookups = useCtaLookups();
  const rules = useMemo(() => (lookups.data ? RULES[classkey](lookups.data) : null), [lookups.data, classkey]);
  return (
    <>
      <style href="healthdeck-admin-cta-form" precedence="default">
        {CTA_FORM_CSS}
      </style>
      {lookups.isError ? (
        <div className="hd-page">
          <div className="hd-table-error" role="alert">
            <p>{errorMessage(lookups.error)}</p>
            <Button type="button" onClick={() => void lookups.refetch()}>
              Try again
            </Button>
          </div>
        </div>
      ) : rules ? (
        <ClassFormScreen classkey={classkey} rules={rules} />
      ) : (
        <div className="hd-page">
          <p role="status">
            <span className="hd-spinner" aria-hidden="true" /> {M.loadingRules}
          </p>
        </div>
      )}
    </>
  );
}

export const WidgetFormScreen = () => <CtaFormScreen classkey="widgets" />;
export const ActionFormScreen = () => <CtaFormScreen classkey="action" />;
