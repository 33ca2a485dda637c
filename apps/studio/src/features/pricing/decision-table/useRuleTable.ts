import {
  type AnyDecisionTable,
  compileDecisionTable,
  type DecisionTableKind,
  type DecompileFailure,
  decompileDecisionTable,
  newDecisionTable,
} from '@carrier/contracts/rules';
import { useCallback, useEffect, useRef, useState } from 'react';
import { isBlankTable } from './blank-table';

export type RuleMode = 'table' | 'code';
export type TableRefusal = { reason: DecompileFailure; row?: number };

/**
 * A rule edited either as code or as a decision table. Each table edit writes the compiled rule
 * (`write` formats it); switching to the table opens the code as a table only when it is exactly
 * what a table compiles to, else `refusal` says why. `loaded` is the stored rule: when it is
 * (re)loaded, a rule written as a table opens as a table. An `optional` rule (a code's condition)
 * written as a blank table is no rule: its text is empty, as in the code editor.
 */
export function useRuleTable(
  kind: DecisionTableKind,
  text: string,
  setText: (text: string) => void,
  write: (rule: ReturnType<typeof compileDecisionTable>) => string,
  loaded: string | null,
  { optional = false }: { optional?: boolean } = {},
) {
  const [mode, setMode] = useState<RuleMode>('code');
  const [table, setTableState] = useState<AnyDecisionTable | null>(null);
  const [refusal, setRefusal] = useState<TableRefusal | null>(null);
  const latestText = useRef(text);
  latestText.current = text;

  useEffect(() => {
    if (loaded === null) return;
    const opened = decompileDecisionTable(kind, loaded);
    setRefusal(null);
    if (opened.ok) {
      setTableState(opened.table as AnyDecisionTable);
      setMode('table');
    } else setMode('code');
  }, [loaded, kind]);

  const setTable = useCallback(
    (next: AnyDecisionTable) => {
      setTableState(next);
      setText(optional && isBlankTable(next) ? '' : write(compileDecisionTable(next)));
    },
    [setText, write, optional],
  );

  const showTable = useCallback(() => {
    const opened = decompileDecisionTable(kind, latestText.current);
    if (opened.ok) {
      setTableState(opened.table as AnyDecisionTable);
      setRefusal(null);
      setMode('table');
    } else if (opened.reason === 'empty') {
      setTableState(newDecisionTable(kind) as AnyDecisionTable);
      setRefusal(null);
      setMode('table');
    } else setRefusal({ reason: opened.reason, ...(opened.row === undefined ? {} : { row: opened.row }) });
  }, [kind]);

  const showCode = useCallback(() => {
    setRefusal(null);
    setMode('code');
  }, []);

  /** An optional rule's table that says nothing yet: no condition, so nothing to fix. */
  const blank = optional && table !== null && isBlankTable(table);
  return {
    mode: mode === 'table' && table ? 'table' : 'code',
    table,
    setTable,
    showTable,
    showCode,
    refusal,
    blank,
  } as const;
}
