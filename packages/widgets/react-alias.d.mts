export declare const REACT_ALIAS: { find: RegExp; replacement: string }[];
