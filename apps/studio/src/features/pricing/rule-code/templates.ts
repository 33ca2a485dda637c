/** Starter rules the code editor inserts from its menu (plain JSON logic; names say what to rename). */
const RULE_TEMPLATES = {
  ageBandedRate: {
    '*': [
      {
        if: [
          { '<': [{ var: 'age' }, 30] },
          0.8,
          { '<': [{ var: 'age' }, 40] },
          1.1,
          { '<': [{ var: 'age' }, 50] },
          1.9,
          { '<': [{ var: 'age' }, 60] },
          3.6,
          6.2,
        ],
      },
      { '/': [{ var: 'sumInsured' }, 1000] },
    ],
  },
  smokerLoading: {
    '*': [{ '*': [{ var: 'sumInsured' }, 0.002] }, { if: [{ '==': [{ var: 'smoker' }, true] }, 1.5, 1] }],
  },
  capAndFloor: { max: [500, { min: [20000, { '*': [{ var: 'sumInsured' }, 0.002] }] }] },
} as const;
export type RuleTemplate = keyof typeof RULE_TEMPLATES;
export const RULE_TEMPLATE_NAMES = Object.keys(RULE_TEMPLATES) as RuleTemplate[];

export const templateText = (name: RuleTemplate) => JSON.stringify(RULE_TEMPLATES[name], null, 2);
