import { defineWidgetElement } from '../../elements/define-element';
import { ProgramResults } from './program-results';
import { programResultsStyles } from './styles';
import { programResultsWidget } from './widget';

// The widget's lazily loaded code (WidgetModule): component, sheet and custom element.
export const Component = ProgramResults;
export const styles = programResultsStyles;
export const define = () => defineWidgetElement(programResultsWidget, ProgramResults, programResultsStyles);
