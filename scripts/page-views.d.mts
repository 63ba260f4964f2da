export interface PageView {
  name: string;
  /** The build folder (relative to the repository) whose manifest lists the page's files. */
  dist: string;
  /** Manifest keys: the page's entry modules. */
  entries: string[];
}

/** A Vite build manifest (`build.manifest`): source module → its output chunk. */
export type Manifest = Record<string, { file: string; css?: string[]; imports?: string[]; dynamicImports?: string[] }>;

/** The page views the size budgets cover. */
export declare const PAGE_VIEWS: PageView[];
/** The output files (relative to the build's folder) of `entries` and their static imports, recursively, with their CSS. */
export declare function manifestFiles(manifest: Manifest, entries: string[]): string[];
/** Each page view's name and files (absolute paths), from the built manifests under `base` (the repository). */
export declare function pageViews(base?: string): { name: string; files: string[] }[];
