export interface SystemPackage {
  /** The program the tests run: a name looked up on PATH, or an absolute path. */
  program: string;
  /** The Debian package that installs it. */
  debianPackage: string;
  /** Which tests need it, for the message. */
  neededBy: string;
}

/** The programs the tests need. */
export declare const SYSTEM_PACKAGES: SystemPackage[];
/** The packages whose program is missing. */
export declare function missingPackages(packages?: SystemPackage[]): SystemPackage[];
/** Installs what is missing when it can (root on Debian), else prints the command; true when every program is there. */
export declare function ensureSystemPackages(packages?: SystemPackage[]): boolean;
