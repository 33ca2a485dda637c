import { FOLDER_HISTORY_LIMIT } from '@carrier/contracts';

/** Visited folders, newest last, at most 10: a folder visited again moves to the end. */
export function visitFolder(history: readonly string[], folder: string): string[] {
  return [...history.filter((visited) => visited !== folder), folder].slice(-FOLDER_HISTORY_LIMIT);
}
