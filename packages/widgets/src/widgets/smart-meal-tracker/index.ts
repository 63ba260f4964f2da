// @healthdeck/widgets/smart-meal-tracker: the widget's public surface (component, props, strings, sheet, descriptor).
export { SmartMealTracker, LOG_MEAL_HREF } from './smart-meal-tracker';
export type { SmartMealTrackerProps } from './smart-meal-tracker';
export { smartMealTrackerMessages } from './messages';
export type { SmartMealTrackerMessages } from './messages';
export { smartMealTrackerStyles } from './styles';
export { smartMealTrackerWidget } from './widget';
export { MealPicture } from './meal-picture';
export type { MealPictureProps } from './meal-picture';
export { mealPictureMessages } from './meal-picture-messages';
export type { MealPictureMessages } from './meal-picture-messages';
