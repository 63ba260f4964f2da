import { commonParts } from '../../registry/common-parts';
import { describeWidget } from '../../registry/widget-descriptor';
import type { WellbeingLibraryProps } from './wellbeing-library';

export const wellbeingLibraryWidget = describeWidget<WellbeingLibraryProps>({
  folder: 'wellbeing-library',
  tag: 'hd-wellbeing-library',
  description:
    "The wellbeing library (spec 000 §7.6 wellbeing topics, topic and resources; category default mental-health): the category's topics, a topic's resources — articles (INTERNAL, HTML sanitised with DOMPurify) read in place, sites (EXTERNAL) opened in a new tab — and the member's topic interests (spec 000 §3.3 topicInterestIds), editable as at onboarding.",
  attributes: [{ prop: 'category', type: 'string', description: 'The wellbeing category (default mental-health).' }],
  events: [{ prop: 'onError', name: 'hd-error', description: 'The topics could not be loaded; detail {message}.' }],
  parts: [
    ...commonParts('widget', 'title', 'body', 'empty', 'error', 'locked', 'skeleton'),
    { name: 'topics', description: 'The topic navigation.' },
    { name: 'topic-button', description: 'One topic button (aria-pressed when chosen).' },
    { name: 'topic', description: 'The chosen topic with its resources.' },
    { name: 'resources', description: "The topic's resources." },
    { name: 'resource', description: 'One resource.' },
    { name: 'content-type', description: "A resource's content type (article or external link)." },
    { name: 'external-link', description: 'A link that opens in a new tab.' },
    { name: 'article', description: "An article's sanitised HTML." },
    { name: 'interests', description: "The member's topic interests." },
    { name: 'interest', description: 'One interest checkbox.' },
  ],
  load: () => import('./element'),
});
