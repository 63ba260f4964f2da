// spec 001 §3 (Action item, Program) and §4 (Program progress). The contract has no program or
// action schema yet; these minimal shapes use the spec's field names.

/** spec 001 §3 Action item: the fields progress reads. */
export interface ProgressAction {
  completed?: boolean | null;
  grouped?: readonly ProgressAction[] | null;
}

/** spec 001 §3 Program: id, name, code, visible_progress, actions. */
export interface ProgressProgram {
  actions?: readonly ProgressAction[] | null;
}

/**
 * spec 001 §4: 100 when completed; a grouped action is the share (percent) of completed children;
 * an uncompleted action without children is 0 (our reading: the completed flag is the truth).
 */
export function actionProgress(action: ProgressAction): number {
  if (action.completed) return 100;
  const children = action.grouped ?? [];
  if (children.length === 0) return 0;
  return (children.filter((child) => child.completed).length / children.length) * 100;
}

/** spec 001 §4: overall progress is the average of the actions' progress (0 with no actions). */
export function programProgress(program: ProgressProgram): number {
  const actions = program.actions ?? [];
  if (actions.length === 0) return 0;
  return actions.reduce((sum, action) => sum + actionProgress(action), 0) / actions.length;
}
