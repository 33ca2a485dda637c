import type { Extensions } from '@tiptap/core';
import StarterKit from '@tiptap/starter-kit';

/** The extensions every rich-text editor runs: StarterKit without autolinking, plus the editor's own. */
export const richTextExtensions = (extra: Extensions = []): Extensions => [
  // No autolinking: `data.name` in a Liquid tag must stay text, not become a link.
  StarterKit.configure({ link: { autolink: false, linkOnPaste: false, openOnClick: false } }),
  ...extra,
];
