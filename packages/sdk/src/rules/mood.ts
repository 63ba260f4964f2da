// spec 001 §3 (Mood entry), §4 (Mood) and §9 (6 options). Values and labels come from the contract
// (MOOD_VALUES in the spec's order: happy, neutral, sad, anxious, sick, angry; MOODS labels).
import { MOOD_VALUES, MOODS, type MoodValue } from '@healthdeck/contract/light';

/** spec 001 §3: whether a value is one of the six moods. */
export function isMood(value: unknown): value is MoodValue {
  return (MOOD_VALUES as readonly unknown[]).includes(value);
}

/** spec 001 §3: a mood's label (Happy, Neutral, Sad, Anxious, Sick, Angry). */
export function moodLabel(mood: MoodValue): string {
  return MOODS[mood];
}

/** spec 001 §9: the six mood buttons in the spec's order, with their labels. */
export function moodOptions(): { mood: MoodValue; label: string }[] {
  return MOOD_VALUES.map((mood) => ({ mood, label: MOODS[mood] }));
}

/** spec 001 §4: one mood is current per day; the current mood's button is disabled. */
export function moodButtonDisabled(mood: MoodValue, current: MoodValue | null | undefined): boolean {
  return mood === current;
}

/** spec 001 §4, §7: the current mood from the server's mood.mood (null when none is logged today or the value is unknown). */
export function currentMood(serverMood: unknown): MoodValue | null {
  return isMood(serverMood) ? serverMood : null;
}
