import { defineWidgetElement } from '../../elements/define-element';
import { NutritionForm } from './nutrition-form';
import { nutritionFormStyles } from './styles';
import { nutritionFormWidget } from './widget';

// The widget's lazily loaded code (WidgetModule): component, sheet and custom element.
export const Component = NutritionForm;
export const styles = nutritionFormStyles;
export const define = (): CustomElementConstructor => defineWidgetElement(nutritionFormWidget, NutritionForm, nutritionFormStyles);
