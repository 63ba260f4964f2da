import { commonParts } from '../../registry/common-parts';
import { describeWidget } from '../../registry/widget-descriptor';
import type { SmartMealTrackerProps } from './smart-meal-tracker';

export const smartMealTrackerWidget = describeWidget<SmartMealTrackerProps>({
  folder: 'smart-meal-tracker',
  names: ['Smart Meal Tracker'],
  tag: 'hd-smart-meal-tracker',
  description:
    "Today's calories against 2000 kcal and carbs, protein and fat against 250, 90 and 55 g (spec 001 §9), with a 'Log a meal' link (a plain link). Load failures are only logged (spec 001 §8).",
  attributes: [{ prop: 'logMealHref', type: 'string', description: "Where 'Log a meal' goes (default /client/log-meal)." }],
  cssProperties: [
    { name: '--hd-progress-color', description: 'The filled part of the calorie ring.' },
    { name: '--hd-calorie-size', description: 'Width of the calorie half ring (default 220px).' },
    { name: '--hd-nutrient-size', description: 'Width of each nutrient ring (default 96px).' },
  ],
  parts: [
    ...commonParts('widget', 'title', 'body', 'empty', 'locked', 'skeleton'),
    { name: 'nutrients', description: 'The nutrient rings.' },
    { name: 'log-meal', description: "The 'Log a meal' link." },
  ],
  load: () => import('./element'),
});
