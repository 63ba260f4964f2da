import { Button } from '@healthdeck/widgets';
import { errorMessage } from '../classes/errors.js';
import { useWidgetFormRules } from '../widget-form/use-widget-form-rules.js';
import { WIDGET_FORM_MESSAGES as M } from '../widget-form/messages.js';
import { WIDGET_FORM_CSS } from '../widget-form/styles.js';
import { ClassFormScreen } from './class-form-screen.js';

/**
 * /admin/classes/widgets/new and /admin/classes/widgets/:id: the generated widget form with the
 * call-to-action rules of spec 001 §5, the icon search and Preview Widget (spec 001 §2, §6).
 */
export function WidgetFormScreen() {
  const { rules, error } = useWidgetFormRules();
  return (
    <>
      <style href="healthdeck-admin-widget-form" precedence="default">
        {WIDGET_FORM_CSS}
      </style>
      {error ? (
        <div className="hd-page">
          <div className="hd-table-error" role="alert">
            <p>{errorMessage(error)}</p>
            <Button type="button" onClick={() => window.location.reload()}>
              Try again
            </Button>
          </div>
        </div>
      ) : rules ? (
        <ClassFormScreen classkey="widgets" rules={rules} />
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
