import { defineWidgetElement } from '../../elements/define-element';
import { TestingInstruction } from './testing-instruction';
import { testingInstructionStyles } from './styles';
import { testingInstructionWidget } from './widget';

// The widget's lazily loaded code (WidgetModule): component, sheet and custom element.
export const Component = TestingInstruction;
export const styles = testingInstructionStyles;
export const define = () => defineWidgetElement(testingInstructionWidget, TestingInstruction, testingInstructionStyles);
