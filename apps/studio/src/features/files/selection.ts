export type ExplorerItem =
  | { type: 'folder'; path: string; name: string }
  | {
      type: 'file';
      path: string;
      name: string;
      size: number;
      isPublic: boolean;
      lastModifiedAt: string | null;
      contentType?: string | null;
    };
export type FileItem = Extract<ExplorerItem, { type: 'file' }>;

export type Selection = { items: ExplorerItem[]; single: ExplorerItem | null };
export const EMPTY_SELECTION: Selection = { items: [], single: null };

/** Clicking a row toggles it in the multi-selection and makes it the single item. */
export function toggleItem(selection: Selection, item: ExplorerItem): Selection {
  const present = selection.items.some((selected) => selected.path === item.path);
  const items = present
    ? selection.items.filter((selected) => selected.path !== item.path)
    : [...selection.items, item];
  return { items, single: present ? (items.at(-1) ?? null) : item };
}

/** What a picker hands back: nothing unless every selected item is a file; one file or several. */
export type PickerChoice = { kind: 'single'; file: FileItem } | { kind: 'multi'; files: FileItem[] } | null;

export function pickerChoice(items: readonly ExplorerItem[]): PickerChoice {
  const files = items.filter((item): item is FileItem => item.type === 'file');
  if (files.length === 0 || files.length !== items.length) return null;
  const [first] = files;
  return files.length === 1 && first ? { kind: 'single', file: first } : { kind: 'multi', files };
}
