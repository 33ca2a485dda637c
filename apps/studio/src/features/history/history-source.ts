/** One saved state of a record as the history lists it. */
export type VersionEntry = {
  id: string;
  version: number;
  createdAt: string;
  createdBy?: { username?: string | null } | null;
  /** The version it restored, when the server knows it (templates). */
  restoredFrom?: number | null;
  /** An earlier version this one holds exactly (records read from the audit trail). */
  sameAs?: number | null;
};

type DiffLine = { kind: string; text: string; oldNumber?: number | null; newNumber?: number | null };
/** A changed field as a line diff (the server's templateFieldDiff). */
export type FieldDiff = {
  field: string;
  tooLarge: boolean;
  hunks: ReadonlyArray<{ oldStart: number; newStart: number; lines: readonly DiffLine[] }>;
};

/** Where a history panel reads versions and restores one: a template's or a record's. */
export type HistorySource = {
  /** The query key all of this history's reads live under. */
  key: readonly unknown[];
  page(skip: number, limit: number): Promise<{ totalCount: number; list: readonly VersionEntry[] }>;
  diff(fromId: string, toId: string): Promise<readonly FieldDiff[]>;
  /** Restores a version (throws the server's refusal). */
  restore(versionId: string): Promise<unknown>;
};
