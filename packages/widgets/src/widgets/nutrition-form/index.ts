// @healthdeck/widgets/nutrition-form: the widget's public surface (component, props, strings, sheet, descriptor).
export { NutritionForm } from './nutrition-form';
export type { NutritionFormProps } from './nutrition-form';
export { nutritionFormMessages } from './messages';
export type { NutritionFormMessages } from './messages';
export { NUTRITION_QUESTIONS } from './questions';
export { nutritionFormStyles } from './styles';
export { nutritionFormWidget } from './widget';
