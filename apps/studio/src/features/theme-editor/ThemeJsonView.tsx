import { type BaseVariants, baseVariantsIssues, baseVariantsOf } from '@carrier/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyCodeEditor } from '../../ui/LazyCodeEditor';

/** The line a JSON.parse error points at ("line 3 column 5" or "position 42"), when it says. */
export function lineOfJsonError(text: string, message: string): number | null {
  const line = /line (\d+)/.exec(message);
  if (line) return Number(line[1]);
  const position = /position (\d+)/.exec(message);
  return position ? text.slice(0, Number(position[1])).split('\n').length : null;
}

type Props = {
  tree: BaseVariants;
  /** A readable tree that fits the kit; null while the text cannot be applied (Save waits). */
  onChange: (tree: BaseVariants | null) => void;
};

/** The whole theme as JSON text: every edit that parses and fits the kit becomes the draft. */
export function ThemeJsonView({ tree, onChange }: Props) {
  const { t } = useTranslation();
  const [text, setText] = useState(() => JSON.stringify(tree, null, 2));
  const [problems, setProblems] = useState<string[]>([]);

  function edit(next: string) {
    setText(next);
    let parsed: unknown;
    try {
      parsed = JSON.parse(next);
    } catch (failure) {
      const line = lineOfJsonError(next, (failure as Error).message);
      setProblems([line ? t('themeEditor.jsonUnreadableAt', { line }) : t('themeEditor.jsonUnreadable')]);
      onChange(null);
      return;
    }
    const issues = baseVariantsIssues(parsed);
    setProblems(
      issues.map((issue) =>
        t(`themeEditor.jsonIssue.${issue.code}`, {
          path: issue.path || '/',
          layer: t(`themeEditor.layerName.${issue.layer}`),
        }),
      ),
    );
    onChange(issues.length ? null : baseVariantsOf(parsed));
  }

  return (
    <div className="space-y-2">
      {problems.length > 0 && (
        <ul role="alert" className="list-disc rounded bg-red-50 py-2 pl-8 text-sm text-red-800">
          {problems.slice(0, 10).map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      )}
      <LazyCodeEditor
        label={t('themeEditor.json')}
        value={text}
        onChange={edit}
        minHeight="20rem"
        maxHeight="70vh"
        invalid={problems.length > 0}
      />
    </div>
  );
}
