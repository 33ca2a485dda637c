import { STORAGE_KEYS } from '@carrier/contracts';
import { Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setTestEnvironment } from '../../../../api/environment.testing';
import { FileImage, isOwnFileUrl } from './file-image';

const ORIGIN = 'https://studio.example.com';
const PRIVATE = `${ORIGIN}/api/v1/files/logos/private.png`;

describe('the rich-text editor image', () => {
  let editor: Editor | null = null;
  /** The image the editor shows (ProseMirror adds separator images around an inline one). */
  const shownImage = () => editor?.view.dom.querySelector('img:not(.ProseMirror-separator)');
  beforeEach(() => {
    setTestEnvironment(ORIGIN);
    localStorage.setItem(STORAGE_KEYS.accessToken, 'staff-token');
  });
  afterEach(() => {
    editor?.destroy();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('knows the file service addresses of the studio origin, absolute or a path', () => {
    expect(isOwnFileUrl(PRIVATE)).toBe(true);
    expect(isOwnFileUrl('/api/v1/files/a.png?bucketName=x')).toBe(true);
    expect(isOwnFileUrl('https://elsewhere.example.com/api/v1/files/a.png')).toBe(false);
    expect(isOwnFileUrl(`${ORIGIN}/logo.png`)).toBe(false);
    expect(isOwnFileUrl('data:image/png;base64,AA==')).toBe(false);
  });

  it('shows a private file with the signed-in token, and keeps its address in the HTML', async () => {
    const fetched = vi.fn(async (_url: string, _init?: RequestInit) => new Response(new Blob(['png'])));
    vi.stubGlobal('fetch', fetched);
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:shown-image');
    URL.revokeObjectURL ??= () => {};
    const html = `<p><img src="${PRIVATE}" alt="Logo"></p>`;
    editor = new Editor({
      element: document.createElement('div'),
      extensions: [StarterKit, FileImage.configure({ inline: true })],
      content: html,
    });
    await vi.waitFor(() => expect(shownImage()?.getAttribute('src')).toBe('blob:shown-image'));
    expect(fetched).toHaveBeenCalledWith(PRIVATE, { headers: { authorization: 'Bearer staff-token' } });
    expect(shownImage()?.getAttribute('alt')).toBe('Logo');
    expect(editor.getHTML()).toBe(html);
  });

  it('shows other images as they are, without fetching them', () => {
    const fetched = vi.fn();
    vi.stubGlobal('fetch', fetched);
    editor = new Editor({
      element: document.createElement('div'),
      extensions: [StarterKit, FileImage.configure({ inline: true })],
      content: '<p><img src="https://cdn.example.com/a.png"></p>',
    });
    expect(shownImage()?.getAttribute('src')).toBe('https://cdn.example.com/a.png');
    expect(fetched).not.toHaveBeenCalled();
  });
});
