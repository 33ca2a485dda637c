import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// The node project runs its files in one module graph per worker (`isolate: false` in vitest.config.ts):
// a module mock or a fake clock one file leaves behind would reach the files after it. These are the
// rules that keep that safe; a file that needs a module mock belongs in a project of its own.
const ROOTS = ['apps/server/src', 'packages/contracts/src'].map((dir) => resolve(__dirname, '../../../..', dir));

function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return testFiles(path);
    return entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

const files = ROOTS.flatMap(testFiles).map((path) => ({
  name: relative(resolve(__dirname, '../../../..'), path),
  text: readFileSync(path, 'utf8'),
}));
const count = (text: string, pattern: RegExp) => text.match(pattern)?.length ?? 0;

describe('node tests share a module graph safely', () => {
  it('finds the test files', () => {
    expect(files.length).toBeGreaterThan(100);
  });

  it('mocks no module (vi.mock, vi.doMock) and stubs no global or environment variable', () => {
    const offending = files.filter((file) => /\bvi\.(mock|doMock|stubGlobal|stubEnv)\(/.test(file.text));
    expect(offending.map((file) => file.name)).toEqual([]);
  });

  it('gives the real clock back wherever it takes a fake one', () => {
    const offending = files.filter(
      (file) => count(file.text, /\bvi\.useFakeTimers\(/g) > count(file.text, /\bvi\.useRealTimers\(/g),
    );
    expect(offending.map((file) => file.name)).toEqual([]);
  });
});
