export interface InformalGermanHit {
  line: number;
  text: string;
}

/** Every string of one file's `de` catalogue that says du (a du pronoun, or a du imperative opening a sentence). */
export declare function informalGermanInSource(fileName: string, source: string): InformalGermanHit[];
/** Every informal German string of the `*translations.ts` catalogues under the directories, with the file relative to `base`. */
export declare function informalGerman(dirs: string[], base?: string): (InformalGermanHit & { file: string })[];
