import { Symptoms, type SymptomsProps } from '../widgets/symptoms/symptoms';
import { symptomsStyles } from '../widgets/symptoms/styles';
import { defineElement } from './define-element';
import { withElementProvider } from './element-provider';

export const SYMPTOMS_TAG = 'hd-symptoms';

/**
 * `<hd-symptoms>`: no attributes; events `hd-change` (detail {symptomId, status, logged}) after the
 * server confirmed a toggle and `hd-error` (detail {message}) when a load or toggle failed.
 */
export function defineSymptoms(): CustomElementConstructor {
  return defineElement<SymptomsProps>({
    tag: SYMPTOMS_TAG,
    component: Symptoms,
    props: {},
    events: { onChange: 'hd-change', onError: 'hd-error' },
    styles: symptomsStyles,
    wrap: withElementProvider,
  });
}
