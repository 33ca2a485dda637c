import { SUPPORTED_LOCALES } from '@carrier/contracts';
import { describe, expect, it } from 'vitest';
import type { Localized } from './element-type';
import { ELEMENT_TYPES } from './index';

/** Every text an element type owns: its name, its props' labels and their choices. */
function textsOf(type: (typeof ELEMENT_TYPES)[number]): Array<{ where: string; text: Localized; value?: string }> {
  return [
    { where: `${type.type} name`, text: type.name },
    ...type.props.flatMap((prop) => [
      { where: `${type.type}.${prop.name} label`, text: prop.label },
      ...(prop.kind === 'choice'
        ? prop.choices.map((choice) => ({
            where: `${type.type}.${prop.name} = ${choice.value}`,
            text: choice.label,
            value: choice.value,
          }))
        : []),
    ]),
  ];
}

describe('element types own their texts', () => {
  it('name every element, prop and choice in every studio locale, in its own words for zh-HK', () => {
    const untranslated = ELEMENT_TYPES.flatMap(textsOf).filter(({ text, value }) => {
      const missing = SUPPORTED_LOCALES.some((locale) => !text[locale]?.trim());
      // A choice may read the same in every locale only when its label is its value (h1, h2, ...).
      const copied = text['zh-HK'] === text['en-US'] && text['en-US'] !== value;
      return missing || copied;
    });
    expect(untranslated.map(({ where }) => where)).toEqual([]);
  });

  it('give each element type a distinct name in each locale, so the gallery can be searched by it', () => {
    for (const locale of SUPPORTED_LOCALES) {
      const names = ELEMENT_TYPES.map((type) => type.name[locale]);
      expect(new Set(names).size).toBe(names.length);
    }
  });
});
