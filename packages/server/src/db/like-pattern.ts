/** The text with LIKE's wildcards escaped (%, _ and \ in a search are not wildcards). */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** LIKE / ILIKE pattern that matches rows containing the text literally. */
export function containsPattern(text: string): string {
  return `%${escapeLike(text)}%`;
}
