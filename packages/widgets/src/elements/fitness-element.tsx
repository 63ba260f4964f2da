import { Fitness, type FitnessProps } from '../widgets/fitness/fitness';
import { fitnessStyles } from '../widgets/fitness/styles';
import { defineElement } from './define-element';
import { withElementProvider } from './element-provider';

export const FITNESS_TAG = 'hd-fitness';

/**
 * `<hd-fitness href="/client/fitness">`: steps, calories and miles against the member's goals
 * (spec 001 §4, §9); renders nothing until all three goals and the data exist. Attribute `href`
 * (where the card leads, default /client/fitness; a plain link, so the page navigates as for any
 * link); event `hd-error` (detail {message}).
 */
export function defineFitness(): CustomElementConstructor {
  return defineElement<FitnessProps>({
    tag: FITNESS_TAG,
    component: Fitness,
    props: { href: 'string' },
    events: { onError: 'hd-error' },
    styles: fitnessStyles,
    wrap: withElementProvider,
  });
}
