export function englishInJsx(dirs: string[], root?: string): { file: string; line: number; text: string }[];
export function englishInSource(fileName: string, source: string): { line: number; text: string }[];
