import { DateOfBirth, LongText, TextInput, type ValidationRule, validatorFromRules } from '@carrier/kit';
import { useState } from 'react';
import { Code, GallerySection, GalleryState, ValueReadout } from '../GallerySection';
import { useGalleryText } from '../use-gallery-text';

/** Rules as the UI editor stores them; each field validates on every change. */
const RULES = {
  name: [{ rule: 'noChinese' }],
  hkid: [{ rule: 'required' }, { rule: 'hkid' }],
  story: [{ rule: 'minWords', min: 5 }],
  birth: [{ rule: 'required' }, { rule: 'ageBetween', min: 18, max: 65, unit: 'years' }],
} satisfies Record<string, ValidationRule[]>;

const validators = {
  name: validatorFromRules(RULES.name),
  hkid: validatorFromRules(RULES.hkid),
  story: validatorFromRules(RULES.story),
  birth: validatorFromRules(RULES.birth),
};

export function ValidatorsSection() {
  const t = useGalleryText();
  const [name, setName] = useState('');
  const [hkid, setHkid] = useState('');
  const [story, setStory] = useState('');
  const [birth, setBirth] = useState<string | null>(null);
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const touch = (field: string) => setTouched((current) => ({ ...current, [field]: true }));
  return (
    <GallerySection id="validators" title={t.pick('Validators', '驗證規則')}>
      <GalleryState caption={<Code>noChinese</Code>}>
        <TextInput
          label={t.pick('Name in English', '英文姓名')}
          value={name}
          onChange={setName}
          error={validators.name(name)}
        />
      </GalleryState>
      <GalleryState caption={<Code>required + hkid</Code>}>
        <TextInput
          label={t.pick('HKID number', '香港身份證號碼')}
          placeholder="A123456(3)"
          value={hkid}
          onChange={setHkid}
          onBlur={() => touch('hkid')}
          error={touched.hkid ? validators.hkid(hkid) : undefined}
        />
        <ValueReadout name="hkid" value={hkid} />
      </GalleryState>
      <GalleryState caption={<Code>minWords(5)</Code>}>
        <LongText
          label={t.pick('Tell us more', '補充資料')}
          rows={3}
          value={story}
          onChange={setStory}
          error={validators.story(story)}
        />
      </GalleryState>
      <GalleryState caption={<Code>required + ageBetween(18, 65, years)</Code>}>
        <DateOfBirth
          label={t.pick('Applicant date of birth', '申請人出生日期')}
          value={birth}
          onChange={(next) => {
            setBirth(next);
            touch('birth');
          }}
          error={touched.birth ? validators.birth(birth) : undefined}
        />
      </GalleryState>
      <GalleryState caption={t.pick('Stored rules (UI editor JSON)', '已儲存規則（UI 編輯器 JSON）')}>
        <pre className="kit-gallery__code" translate="no">
          {JSON.stringify(RULES, null, 1)}
        </pre>
      </GalleryState>
    </GallerySection>
  );
}
