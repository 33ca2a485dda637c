import type { FindingPart } from './problem-text';

/** A sentence in the studio's locale whose names (pages, components, hosts: user data) are never translated. */
export function FindingText({ parts }: { parts: FindingPart[] }) {
  return (
    <>
      {parts.map((part, index) =>
        part.isName ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one sentence never move
          <span key={index} translate="no" className="font-mono break-all">
            {part.text}
          </span>
        ) : (
          part.text
        ),
      )}
    </>
  );
}
