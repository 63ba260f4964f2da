import { defineWidgetElement } from '../../elements/define-element';
import { ContactUs } from './contact-us';
import { contactUsStyles } from './styles';
import { contactUsWidget } from './widget';

// The widget's lazily loaded code (WidgetModule): component, sheet and custom element.
export const Component = ContactUs;
export const styles = contactUsStyles;
export const define = (): CustomElementConstructor => defineWidgetElement(contactUsWidget, ContactUs, contactUsStyles);
