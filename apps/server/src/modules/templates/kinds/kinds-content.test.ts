import { readTemplateContent } from '@carrier/contracts';
import { describe, expect, it } from 'vitest';
import { templateKinds } from '.';

describe('template kinds', () => {
  it.each(templateKinds.map((kind) => [kind.type, kind] as const))(
    '%s reads the content a new template starts with, as it is',
    (_type, kind) => {
      expect(readTemplateContent(kind.content, kind.initialContent())).toStrictEqual({
        ok: true,
        value: kind.initialContent(),
      });
    },
  );
});
