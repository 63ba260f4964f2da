export interface EnglishHit {
  line: number;
  text: string;
}

/**
 * Every English string in one file's JSX: JSX text with a word, and literals given to aria-label,
 * title, placeholder, alt, label; and date-fns patterns with month or weekday names given to
 * formatInZone or format without a locale.
 */
export declare function englishInSource(fileName: string, source: string): EnglishHit[];
/** Every hit of `englishInSource` in the .ts and .tsx files under the directories (test files skipped), with the file relative to `root`. */
export declare function englishInJsx(dirs: string[], root?: string): (EnglishHit & { file: string })[];
