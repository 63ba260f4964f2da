import { defineWidgetElement } from '../../elements/define-element';
import { WellbeingLibrary } from './wellbeing-library';
import { wellbeingLibraryStyles } from './styles';
import { wellbeingLibraryWidget } from './widget';

// The widget's lazily loaded code (WidgetModule): component, sheet and custom element.
export const Component = WellbeingLibrary;
export const styles = wellbeingLibraryStyles;
export const define = () => defineWidgetElement(wellbeingLibraryWidget, WellbeingLibrary, wellbeingLibraryStyles);
