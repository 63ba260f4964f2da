// @healthdeck/widgets/streak-card: the widget's public surface (component, props, strings, sheet, descriptor).
export { StreakCard } from './streak-card';
export type { StreakCardProps, MilestoneChangeDetail } from './streak-card';
export { MilestonesModal } from './milestones-modal';
export type { MilestonesModalProps } from './milestones-modal';
export { streakMessages } from './messages';
export type { StreakMessages } from './messages';
export { streakCardStyles } from './styles';
export { streakCardWidget } from './widget';
