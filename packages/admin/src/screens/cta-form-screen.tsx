import { useMemo } from 'react';
import { useMessages } from '@healthdeck/widgets';
import { LoadState } from '../shared/load-state.js';
import { actionFormRules } from '../cta-form/action-form-rules.js';
import { useCtaLookups } from '../cta-form/cta-lookups.js';
import { ctaFormMessages } from '../cta-form/messages.js';
import { CTA_FORM_CSS } from '../cta-form/styles.js';
import { widgetFormRules } from '../cta-form/widget-form-rules.js';
import { ClassFormScreen } from './class-form-screen.js';

const RULES = { widgets: widgetFormRules, action: actionFormRules } as const;

/**
 * /admin/classes/widgets/… and /admin/classes/action/… (new and edit): the generated form with the
 * call-to-action rules of spec 001 §5; for widgets also the icon search and Preview Widget (§2, §6).
 */
export function CtaFormScreen({ classkey }: { classkey: keyof typeof RULES }) {
  const M = useMessages(ctaFormMessages);
  const lookups = useCtaLookups();
  const rules = useMemo(() => (lookups.data ? RULES[classkey](lookups.data, M) : null), [lookups.data, classkey, M]);
  return (
    <>
      <style href="healthdeck-admin-cta-form" precedence="default">
        {CTA_FORM_CSS}
      </style>
      {rules && !lookups.isError ? (
        <ClassFormScreen classkey={classkey} rules={rules} />
      ) : (
        <div className="hd-page">
          <LoadState error={lookups.error} loading={M.loadingRules} onRetry={() => void lookups.refetch()} />
        </div>
      )}
    </>
  );
}

export const WidgetFormScreen = () => <CtaFormScreen classkey="widgets" />;
export const ActionFormScreen = () => <CtaFormScreen classkey="action" />;
