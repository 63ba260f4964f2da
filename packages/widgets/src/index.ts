// @healthdeck/widgets: React components, their custom elements and styles (docs/INTERFACES.md).
export { HealthDeckProvider } from './provider/health-deck-provider';
export type { HealthDeckProviderProps } from './provider/health-deck-provider';
export { useHealthDeck } from './provider/health-deck-context';
export { LanguageProvider, useLanguage, toLanguage, useMessages, lazyTranslations, loadMessages } from './i18n/language';
export type { Catalogue, Translation } from './i18n/language';
export { useDateLocale } from './i18n/date-locale';
// Dates and times in a language (Intl), as the widgets show them (the admin app's staff pages too).
export { formatDay, formatInstant } from './widgets/shared/format-date';
export { saveFile } from './widgets/shared/save-file';
export { LockedState } from './widgets/shared/locked-state';
export { useKitStatusLabel, testingCenterMessages } from './kits/messages';
export type { PrivateKeyUnlockStrings } from './widgets/shared/private-key-unlock';

// UI primitives (spec 000 §2)
export { Button, BUTTON_VARIANTS, BUTTON_COLORS } from './primitives/button/button';
export type { ButtonProps, ButtonVariant, ButtonColor } from './primitives/button/button';
export { Input } from './primitives/input/input';
export { StaffPasswordForm } from './primitives/staff-password-form/staff-password-form';
export type { StaffPasswordFormProps, StaffPasswordLabels } from './primitives/staff-password-form/staff-password-form';
export { Sparkline } from './primitives/sparkline/sparkline';
export type { SparklinePoint, SparklineProps } from './primitives/sparkline/sparkline';
export type { InputProps } from './primitives/input/input';
export { Modal, MODAL_VARIANTS, MODAL_SIZES, MODAL_BODY_MAX_HEIGHT } from './primitives/modal/modal';
export type { ModalProps, ModalVariant, ModalSize } from './primitives/modal/modal';
export { Toast, ToastViewport } from './primitives/toast/toast';
export type { ToastProps } from './primitives/toast/toast';
export { toast, dismissToast, clearToasts, TOAST_KIND_TITLES } from './primitives/toast/toast-store';
export type { ToastOptions, ToastItem, ToastTitle } from './primitives/toast/toast-store';
export { Tooltip } from './primitives/tooltip/tooltip';
export type { TooltipProps } from './primitives/tooltip/tooltip';
export { CalorieProgress } from './primitives/calorie-progress/calorie-progress';
export type { CalorieProgressProps } from './primitives/calorie-progress/calorie-progress';
export { NutrientProgress } from './primitives/nutrient-progress/nutrient-progress';
export type { NutrientProgressProps } from './primitives/nutrient-progress/nutrient-progress';
export { progressPercent } from './primitives/progress-percent';
export { useOverflowsSideways } from './primitives/use-overflows-sideways';
export { clientTableMessages } from './primitives/client-table/messages';
export { Tabs, TABS_VARIANTS } from './primitives/tabs/tabs';
export { Pagination } from './primitives/pagination/pagination';
export type { PaginationProps } from './primitives/pagination/pagination';
export type { TabsProps, TabItem, TabsVariant } from './primitives/tabs/tabs';
export { useMobileMenu } from './primitives/use-mobile-menu';

// The widget registry (docs/ARCHITECTURE.md): every widget's descriptor, lookups by dashboard name,
// widget type and tag, page placement, and element definition. Each widget's component, props,
// strings and sheet are exported from its own subpath: `@healthdeck/widgets/<folder>`.
export * from './registry/registry';
export { WIDGETS, widgetForName, widgetForType, widgetForTag, widgetForConfig } from './registry/widgets';
export { describeWidget } from './registry/widget-descriptor';
export type { WidgetDescriptor, WidgetDescriptorInput, WidgetModule, PlacedWidgetProps, AttributeDoc, EventDoc, CssPropertyDoc, PartDoc } from './registry/widget-descriptor';
export { PlacedWidget } from './registry/placed-widget';
export { PlacedWidgetArea } from './registry/placed-widget-area';
export { loadAwayWidgetsWhenIdle } from './registry/near-viewport';
export { useHostNavigate, HostNavigateProvider } from './provider/host-navigate';
// Connecting and revoking devices, shared by the Connect Fitbit widget and the portal's profile.
export { useDeviceConnection, connectedSince } from './widgets/shared/device-connection';
export type { DeviceConnection } from './widgets/shared/device-connection';
// spec 000 §3.4 user-flow start and finish events, recorded by the widgets and the portal's screens.
export { recordUserFlow, useUserFlowStart, useUserFlowVisit } from './widgets/shared/user-flow';
// The demo-data mark on what a vendor's sandbox made, shared with the portal's own screens.
export { DemoDataBadge } from './widgets/shared/demo-data-badge';

// Styles (plain CSS text with --hd-* properties; adopt into the document or a shadow root)
export { primitiveStyles, primitiveStylesWithoutModal } from './styles/primitive-styles';
export { modalStyles } from './styles/modal-styles';
export { demoDataStyles } from './widgets/shared/demo-data-styles';
export { adoptStyles } from './styles/adopt-styles';

// Custom elements
export { defineElements, defineWidget } from './elements/define-elements';
export { defineElement, defineWidgetElement } from './elements/define-element';
export type { ElementSpec, AttributeType } from './elements/define-element';
export { setElementClient, setElementClientFor, getElementClient } from './elements/element-client';
export { WIDGETS_VERSION } from './version';
