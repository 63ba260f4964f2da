import { defineWidgetElement } from '../../elements/define-element';
import { NextStep } from './next-step';
import { nextStepStyles } from './styles';
import { nextStepWidget } from './widget';

// The widget's lazily loaded code (WidgetModule): component, sheet and custom element.
export const Component = NextStep;
export const styles = nextStepStyles;
export const define = () => defineWidgetElement(nextStepWidget, NextStep, nextStepStyles);
