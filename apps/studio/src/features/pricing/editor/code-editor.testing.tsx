/** The code editor as a plain text box (CodeMirror needs layout jsdom does not have). */
export function TextareaCodeEditor({
  value,
  onChange,
  label,
}: {
  value: string;
  onChange: (text: string) => void;
  label: string;
}) {
  return <textarea aria-label={label} value={value} onChange={(event) => onChange(event.target.value)} />;
}
