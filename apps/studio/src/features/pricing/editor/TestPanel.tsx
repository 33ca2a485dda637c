import { PRICING_MESSAGES } from '@carrier/contracts';
import { type AdjustmentCode, isTaxRounding, NO_PREMIUM_LIMITS, type PremiumLimits } from '@carrier/contracts/rules';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { request } from '../../../api/client';
import { Button } from '../../../ui/Button';
import { type ProductId, productIdInput, productIdWhere } from '../../products/product-id';
import { useDictionary } from '../dictionary/dictionary-model';
import { AllCodesQuery } from '../graphql/pricing';
import { fetchRateTableDefinitions } from '../rate-tables/definitions';
import { describeRuleText } from '../rule-code/rule-problem-text';
import { QuoteBreakdown } from './QuoteBreakdown';
import { TraceTree } from './TraceTree';
import { extractInputs, type RuleAspect, runTest, type TestRun, type VariableValue, valuesOf } from './test-run';
import { useLatestState } from './useLatestState';
import { VariableInputs } from './VariableInputs';

type CodeRow = {
  code: string | null;
  name: string | null;
  kind: string | null;
  ratio: unknown;
  flat: unknown;
  currencyCode: string | null;
  calculationLogic: string | null;
  condition: string | null;
  order: number | null;
  cap?: unknown;
  rounding?: string | null;
};

const toCode =
  (kind: AdjustmentCode['kind']) =>
  (row: CodeRow | null): AdjustmentCode[] =>
    row?.code
      ? [
          {
            kind,
            code: row.code,
            name: row.name ?? row.code,
            calculationKind: row.kind === 'flat' || row.kind === 'custom' ? row.kind : 'ratio',
            ratio: row.ratio === null || row.ratio === undefined ? null : String(row.ratio),
            flat: row.flat === null || row.flat === undefined ? null : String(row.flat),
            currencyCode: row.currencyCode,
            calculationLogic: row.kind === 'custom' ? row.calculationLogic : null,
            conditionLogic: row.condition,
            order: row.order ?? 0,
            cap: row.cap === null || row.cap === undefined ? null : String(row.cap),
            rounding: isTaxRounding(row.rounding) ? row.rounding : null,
          },
        ]
      : [];

const codesOf = (text: string) =>
  text
    .split(',')
    .map((code) => code.trim())
    .filter(Boolean);
const sameJson = (left: unknown, right: unknown) => JSON.stringify(left) === JSON.stringify(right);
const NO_RATING: { codes: AdjustmentCode[]; limits: PremiumLimits } = { codes: [], limits: NO_PREMIUM_LIMITS };

/** Everything the test panel's run gives a case to save. */
export type SavableRun = { values: Record<string, unknown>; discountCodes: string[]; run: TestRun };

/** 'Test with variables': typed inputs from the rule, Test in the browser, the result and its trace. */
export function TestPanel({
  aspect,
  id,
  ruleText,
  onSaveCase,
  saveCaseBlockedBy,
}: {
  aspect: RuleAspect;
  id: ProductId;
  ruleText: string;
  onSaveCase?: (run: SavableRun) => void;
  /** Why no case can be saved (a frozen version), said next to the disabled button. */
  saveCaseBlockedBy?: string;
}) {
  const { t } = useTranslation();
  const [inputs, setInputs, latestInputs] = useLatestState<VariableValue[]>([]);
  const [discountText, setDiscountText, latestDiscountText] = useLatestState('');
  const [tested, setTested] = useState<{ run: TestRun; discountCodes: string[] } | null>(null);
  const run = tested?.run ?? null;
  const setRun = (next: TestRun | null) => setTested(next ? { run: next, discountCodes: [] } : null);
  // A rule the check refuses, in the user's words (the check's own words are English).
  const inWords = (next: TestRun): TestRun =>
    next.ok ? next : { ok: false, error: describeRuleText(t, ruleText) ?? t('pricing.ruleErrors.empty') };
  const codes = useQuery({
    queryKey: ['all-codes', id.plan, id.type, id.version ?? ''],
    enabled: aspect === 'pricing',
    queryFn: async () => {
      const data = await request(AllCodesQuery, { productId: productIdInput(id), where: productIdWhere(id) });
      const settings = data.products_2?.list?.[0]?.pricingSettings;
      const limits: PremiumLimits = {
        minimumPremium: settings?.minimumPremium === null || !settings ? null : String(settings.minimumPremium),
        maxDiscountPercent:
          settings?.maxDiscountPercent === null || !settings ? null : String(settings.maxDiscountPercent),
      };
      return {
        codes: [
          ...(data.discountCodes?.list ?? []).flatMap(toCode('discount')),
          ...(data.loadingCodes?.list ?? []).flatMap(toCode('loading')),
          ...(data.taxCodes?.list ?? []).flatMap(toCode('tax')),
        ],
        limits,
      };
    },
  });
  const fetchRating = async () => (aspect === 'pricing' ? ((await codes.refetch()).data ?? NO_RATING) : NO_RATING);
  // The version's rate tables, read by {"table": ...} in the rule as the server reads them.
  const rateTables = useQuery({
    queryKey: ['rate-table-definitions', id.plan, id.type, id.version ?? ''],
    queryFn: () => fetchRateTableDefinitions(id),
  });
  const fetchTables = async () => (await rateTables.refetch()).data ?? [];
  // The version's dictionary types and labels the inputs, and checks them as a quote through the API does.
  const dictionary = useDictionary(id);
  const fetchDictionary = async () => (await dictionary.refetch()).data?.variables ?? [];
  const declared = dictionary.data?.variables;
  useEffect(() => {
    // A declared dictionary gives the inputs at once; Extract Variables adds what the rules read beyond it.
    if (!declared?.length || latestInputs().length > 0) return;
    const started = extractInputs(ruleText, [], { dictionary: declared });
    if (typeof started !== 'string') setInputs(started);
  }, [declared, latestInputs, ruleText, setInputs]);
  const discountCodes = codesOf(discountText);
  // A run stands for the inputs it was made with: once they change, it can no longer be saved as a case.
  const runIsCurrent =
    run?.ok === true && sameJson(run.values, valuesOf(inputs)) && sameJson(tested?.discountCodes, discountCodes);

  const extract = async () => {
    const [rating, variables, tables] = await Promise.all([fetchRating(), fetchDictionary(), fetchTables()]);
    const extracted = extractInputs(ruleText, latestInputs(), { codes: rating.codes, dictionary: variables, tables });
    if (typeof extracted === 'string') setRun(inWords({ ok: false, error: extracted }));
    else {
      setInputs(extracted);
      setRun(null);
    }
  };
  const test = async () => {
    const [fresh, variables, tables] = await Promise.all([fetchRating(), fetchDictionary(), fetchTables()]);
    const codesNow = codesOf(latestDiscountText());
    setTested({
      run: inWords(
        runTest(aspect, ruleText, latestInputs(), {
          codes: fresh.codes,
          limits: fresh.limits,
          discountCodes: codesNow,
          dictionary: variables,
          tables,
        }),
      ),
      discountCodes: codesNow,
    });
  };

  return (
    <section aria-label={t('pricing.test.title')} className="space-y-3 rounded-lg border border-slate-200 bg-white p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="font-semibold text-slate-900">{t('pricing.test.title')}</h2>
        <div className="flex gap-2">
          <Button variant="secondary" onClick={extract}>
            {t('pricing.test.extract')}
          </Button>
          <Button onClick={test}>{t('pricing.test.run')}</Button>
        </div>
      </div>
      <VariableInputs inputs={inputs} onChange={setInputs} />
      {aspect === 'pricing' && (
        <label className="block text-sm">
          <span className="mb-0.5 block font-medium text-slate-700">{t('pricing.test.discountCodes')}</span>
          <input
            value={discountText}
            onChange={(event) => setDiscountText(event.target.value)}
            placeholder="TEN, FAMILY"
            className="block w-full rounded-md border border-slate-300 px-2 py-1.5 text-sm"
          />
        </label>
      )}
      {run && !run.ok && (
        <p role="alert" className="rounded-md bg-red-50 p-2 text-sm text-red-800">
          {t('pricing.logicProblem', { error: run.error, defaultValue: PRICING_MESSAGES.logicProblem })}
        </p>
      )}
      {run?.ok && run.aspect === 'pricing' && <QuoteBreakdown quote={run.quote} />}
      {run?.ok && run.aspect === 'underwriting' && (
        <div data-testid="underwriting-decision" className="rounded-md bg-slate-50 p-2 text-sm">
          {run.outcome.ok ? (
            <>
              <p className="text-lg font-bold">{t(`pricing.decisions.${run.outcome.decision}`)}</p>
              {run.outcome.reason && (
                <p data-testid="underwriting-reason">
                  {t('pricing.test.reason')}: <span translate="no">{run.outcome.reason}</span>
                </p>
              )}
              <p className="text-slate-600">
                {t('pricing.test.decidedBy')}{' '}
                <code className="font-mono">{run.outcome.rule ?? t('pricing.test.defaultBranch')}</code>
              </p>
            </>
          ) : (
            <p className="text-red-800">{run.outcome.message}</p>
          )}
        </div>
      )}
      {run?.ok && onSaveCase && (
        <div className="flex flex-wrap items-center gap-2">
          <Button
            variant="secondary"
            disabled={!runIsCurrent || saveCaseBlockedBy !== undefined}
            title={saveCaseBlockedBy}
            onClick={() => onSaveCase({ values: run.values, discountCodes: tested?.discountCodes ?? [], run })}
          >
            {t('pricing.cases.saveAsCase')}
          </Button>
          {saveCaseBlockedBy ? (
            <span className="text-sm text-sky-800">{saveCaseBlockedBy}</span>
          ) : (
            !runIsCurrent && <span className="text-sm text-amber-700">{t('pricing.test.changedSinceRun')}</span>
          )}
        </div>
      )}
      {run?.ok && run.trace && <TraceTree trace={run.trace} />}
    </section>
  );
}
