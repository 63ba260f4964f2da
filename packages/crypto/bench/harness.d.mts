import type { Browser, Page } from 'playwright-core';

export const CHROMIUM: string;
export function buildPage(): Promise<string>;
export function servePage(dir: string): Promise<{ url: string; close(): Promise<void> }>;
export function openPage(url: string): Promise<{ browser: Browser; page: Page; errors: string[]; workers: string[] }>;
export function startBrowserPage(): Promise<{ browser: Browser; page: Page; errors: string[]; workers: string[]; url: string; close(): Promise<void> }>;
