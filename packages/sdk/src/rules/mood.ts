// spec 001 §3 (Mood entry), §4 (Mood) and §9 (6 options).

/** spec 001 §3: the six moods, in the spec's order, with their labels. */
export const MOODS = [
  { mood: 'happy', label: 'Happy' },
  { mood: 'neutral', label: 'Neutral' },
  { mood: 'sad', label: 'Sad' },
  { mood: 'anxious', label: 'Anxious' },
  { mood: 'sick', label: 'Sick' },
  { mood: 'angry', label: 'Angry' },
] as const;
export type Mood = (typeof MOODS)[number]['mood'];

/** spec 001 §3: whether a value is one of the six moods. */
export function isMood(value: unknown): value is Mood {
  return MOODS.some((m) => m.mood === value);
}

/** spec 001 §3: a mood's label (Happy, Neutral, Sad, Anxious, Sick, Angry). */
export function moodLabel(mood: Mood): string {
  return MOODS.find((m) => m.mood === mood)?.label ?? mood;
}

/** spec 001 §4: one mood is current per day; the current mood's button is disabled. */
export function moodButtonDisabled(mood: Mood, current: Mood | null | undefined): boolean {
  return mood === current;
}

/** spec 001 §4: the current mood from the server's mood.mood (null when none is logged today or the value is unknown). */
export function currentMood(serverMood: unknown): Mood | null {
  return isMood(serverMood) ? serverMood : null;
}
