export interface EnglishHit {
  line: number;
  text: string;
}

/** Every English string in one file's JSX: JSX text with a word, and literals given to aria-label, title, placeholder, alt, label. */
export declare function englishInSource(fileName: string, source: string): EnglishHit[];
/** Every English string in the JSX of the .tsx files under the directories (test files skipped), with the file relative to `root`. */
export declare function englishInJsx(dirs: string[], root?: string): (EnglishHit & { file: string })[];
