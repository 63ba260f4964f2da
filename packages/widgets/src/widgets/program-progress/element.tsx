import { defineWidgetElement } from '../../elements/define-element';
import { ProgramProgress } from './program-progress';
import { programProgressStyles } from './styles';
import { programProgressWidget } from './widget';

// The widget's lazily loaded code (WidgetModule): component, sheet and custom element.
export const Component = ProgramProgress;
export const styles = programProgressStyles;
export const define = () => defineWidgetElement(programProgressWidget, ProgramProgress, programProgressStyles);
