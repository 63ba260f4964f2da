import { defineWidgetElement } from '../../elements/define-element';
import { TestingCenter } from './testing-center';
import { testingCenterStyles } from './styles';
import { testingCenterWidget } from './widget';

// The widget's lazily loaded code (WidgetModule): component, sheet and custom element.
export const Component = TestingCenter;
export const styles = testingCenterStyles;
export const define = (): CustomElementConstructor => defineWidgetElement(testingCenterWidget, TestingCenter, testingCenterStyles);
