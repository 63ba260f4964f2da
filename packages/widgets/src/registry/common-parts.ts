import type { PartDoc } from './widget-descriptor';

// The parts many widgets share, described once (a widget's descriptor picks the ones it renders).
const COMMON_PARTS = {
  widget: 'The card.',
  title: 'The title.',
  body: 'The card body.',
  empty: 'The empty state.',
  error: 'The error message.',
  locked: 'What a signed-out visitor sees.',
  skeleton: 'The loading placeholder.',
  controls: 'The plus and minus buttons.',
  button: 'Each button.',
  increment: 'The plus button.',
  decrement: 'The minus button.',
  list: 'The list.',
  prompt: 'The question.',
} as const;

export type CommonPart = keyof typeof COMMON_PARTS;

/** The shared descriptions of these common parts, in the order given. */
export function commonParts(...names: CommonPart[]): PartDoc[] {
  return names.map((name) => ({ name, description: COMMON_PARTS[name] }));
}
