import { FILE_MESSAGES, formatFileSize, TOO_LARGE_MESSAGE, UPLOAD_LIMIT_BYTES } from '@carrier/contracts';
import { describe, expect, it } from 'vitest';
import { visitFolder } from './explorer-history';
import { crumbsOf, editedKey, encodeKeyPath, folderName, splitFileName } from './file-paths';
import { EMPTY_SELECTION, type ExplorerItem, pickerChoice, toggleItem } from './selection';
import { allSucceeded, createUploadItems, itemsToSend, uploadOutcome } from './upload-items';

const file = (path: string): ExplorerItem => ({
  type: 'file',
  path,
  name: path.split('/').at(-1) ?? path,
  size: 1,
  isPublic: false,
  lastModifiedAt: null,
});
const folder = (path: string): ExplorerItem => ({ type: 'folder', path, name: folderName(path) });

describe('sizes and paths', () => {
  it('shows sizes in 1024 steps with 2 decimals', () => {
    expect(formatFileSize(0)).toBe('0.00 B');
    expect(formatFileSize(1023)).toBe('1023.00 B');
    expect(formatFileSize(1536)).toBe('1.50 KB');
    expect(formatFileSize(UPLOAD_LIMIT_BYTES)).toBe('15.00 MB');
    expect(formatFileSize(1024 ** 8 * 3)).toBe('3.00 YB');
  });

  it('encodes keys segment by segment and builds breadcrumbs', () => {
    expect(encodeKeyPath('a b/ü#?.txt')).toBe('a%20b/%C3%BC%23%3F.txt');
    expect(crumbsOf('docs/2024/')).toEqual([
      { name: 'docs', prefix: 'docs/' },
      { name: '2024', prefix: 'docs/2024/' },
    ]);
    expect(folderName('docs/2024/')).toBe('2024');
  });

  it('keeps the extension when renaming or moving', () => {
    expect(splitFileName('report.final.pdf')).toEqual({ base: 'report.final', extension: '.pdf' });
    expect(editedKey('docs/report.pdf', 'summary', 'docs/')).toBe('docs/summary.pdf');
    expect(editedKey('docs/report.pdf', 'report', 'archive/2024')).toBe('archive/2024/report.pdf');
    expect(editedKey('docs/report.pdf', 'report', '')).toBe('report.pdf');
    expect(editedKey('docs/report.pdf', 'report.txt', 'docs/')).toBe('docs/report.txt.pdf');
  });
});

describe('folder history', () => {
  it('keeps the last 10 visited folders, a revisit moving to the end', () => {
    let history: string[] = [];
    for (let index = 0; index < 12; index++) history = visitFolder(history, `f${index}/`);
    expect(history).toHaveLength(10);
    expect(history[0]).toBe('f2/');
    history = visitFolder(history, 'f5/');
    expect(history).toHaveLength(10);
    expect(history.at(-1)).toBe('f5/');
  });
});

describe('selection and picker', () => {
  it('toggles rows and keeps the last one as the single item', () => {
    let selection = toggleItem(EMPTY_SELECTION, file('a.txt'));
    selection = toggleItem(selection, folder('docs/'));
    expect(selection.items.map((item) => item.path)).toEqual(['a.txt', 'docs/']);
    expect(selection.single?.path).toBe('docs/');
    selection = toggleItem(selection, folder('docs/'));
    expect(selection.single?.path).toBe('a.txt');
  });

  it('offers a choice only when every selected item is a file', () => {
    expect(pickerChoice([])).toBeNull();
    expect(pickerChoice([file('a.txt'), folder('docs/')])).toBeNull();
    expect(pickerChoice([file('a.txt')])).toMatchObject({ kind: 'single', file: { path: 'a.txt' } });
    expect(pickerChoice([file('a.txt'), file('b.txt')])).toMatchObject({ kind: 'multi' });
  });
});

describe('upload items', () => {
  const make = (name: string) => new File([new Uint8Array(0)], name);

  it('marks files over the limit and of unaccepted types at once', () => {
    const big = make('big.pdf');
    Object.defineProperty(big, 'size', { value: UPLOAD_LIMIT_BYTES + 1 });
    const [ok, tooLarge, exe] = createUploadItems([make('a.pdf'), big, make('run.exe')]);
    expect(ok).toMatchObject({ status: 'empty', isPublic: false, message: null });
    expect(tooLarge).toMatchObject({ status: 'too_large', message: TOO_LARGE_MESSAGE });
    expect(exe).toMatchObject({ status: 'failure', message: FILE_MESSAGES.typeNotAccepted });
    expect(itemsToSend([ok, tooLarge, exe].flatMap((item) => (item ? [item] : [])))).toEqual([ok]);
  });

  it('skips successes on retry and knows when all succeeded', () => {
    const [first, second] = createUploadItems([make('a.pdf'), make('b.pdf')]);
    if (!first || !second) throw new Error('items expected');
    const done = { ...first, status: 'success' as const };
    const failed = { ...second, status: 'failure' as const };
    expect(itemsToSend([done, failed])).toEqual([failed]);
    expect(allSucceeded([done, failed])).toBe(false);
    expect(allSucceeded([done, { ...failed, status: 'success' }])).toBe(true);
    expect(allSucceeded([])).toBe(false);
  });

  it('reads the file service answers as spec 001 §8 says', () => {
    const texts = { unauthorized: 'You are not authorized', general: 'general' };
    const body = (message: string) => JSON.stringify({ errors: [{ message }] });
    expect(uploadOutcome(200, '{}', texts)).toEqual({ status: 'success', message: null });
    expect(uploadOutcome(401, '', texts)).toEqual({ status: 'failure', message: 'You are not authorized' });
    expect(uploadOutcome(409, body(FILE_MESSAGES.objectExists), texts).status).toBe('already_exists');
    expect(uploadOutcome(413, body(TOO_LARGE_MESSAGE), texts)).toEqual({
      status: 'too_large',
      message: TOO_LARGE_MESSAGE,
    });
    expect(uploadOutcome(415, body(FILE_MESSAGES.contentMismatch), texts)).toEqual({
      status: 'failure',
      message: FILE_MESSAGES.contentMismatch,
    });
    expect(uploadOutcome(500, 'Bad gateway', texts)).toEqual({ status: 'failure', message: 'Bad gateway' });
    expect(uploadOutcome(0, '', texts)).toEqual({ status: 'failure', message: 'general' });
  });
});
