import { BENEFIT_GRAPH_DEPTH, BENEFIT_TREE_INDENT_PX } from '@carrier/contracts';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNames } from '../../../i18n/list-format';
import type { BenefitNode, BenefitOption } from './benefit-types';

export type TreeActions = {
  addChild: (node: BenefitNode) => void;
  addOption: (node: BenefitNode) => void;
  edit: (node: BenefitNode, option?: BenefitOption) => void;
  remove: (node: BenefitNode, option?: BenefitOption) => void;
};

/** A shown value carries its currency: added in front when the formatted text does not already hold it. */
function withCurrency(shown: string | null | undefined, currencyCode: string | null | undefined): string {
  if (!shown) return '—';
  if (!currencyCode || currencyCode === 'UNDEFINED' || shown.includes(currencyCode)) return shown;
  return `${currencyCode} ${shown}`;
}

const actionClass = 'rounded px-2 py-1 text-xs font-medium text-blue-700 hover:bg-blue-50';

/**
 * The indent of a level: the spec's 32 px from `sm` up; on phones 12 px, so the seventh level's name
 * and buttons still fit a 360 px screen (the tree sets --indent, see BenefitTree).
 */
const indent = (level: number, extra = 0) => ({ paddingLeft: `calc(var(--indent) * ${level} + ${extra}px)` });
const removeClass = 'rounded px-2 py-1 text-xs font-medium text-red-700 hover:bg-red-50';

function OptionRow({
  node,
  option,
  level,
  actions,
}: {
  node: BenefitNode;
  option: BenefitOption;
  level: number;
  /** What a row offers to change; none for a user who may only read. */
  actions: TreeActions | null;
}) {
  const { t } = useTranslation();
  return (
    <li
      className="group flex flex-wrap items-center gap-x-3 gap-y-1 py-1.5 pr-3 text-sm"
      style={indent(level + 1, 4)}
      data-testid={`option-${node.typeId}-${option.optionKey}`}
    >
      <span className="rounded bg-amber-50 px-1.5 py-0.5 font-mono text-xs text-amber-800">{option.optionKey}</span>
      <span className="min-w-0 flex-1 text-slate-700">
        {withCurrency(option.detailedValue ?? option.value, option.currencyCode)}
      </span>
      {actions && (
        <span className="flex flex-wrap opacity-70 group-hover:opacity-100">
          <button
            type="button"
            className={actionClass}
            onClick={() => actions.edit(node, option)}
            aria-label={t('products.benefits.updateOptionLabel', { key: option.optionKey, typeId: node.typeId })}
          >
            {t('products.actions.update')}
          </button>
          <button
            type="button"
            className={removeClass}
            onClick={() => actions.remove(node, option)}
            aria-label={t('products.benefits.removeOptionLabel', { key: option.optionKey, typeId: node.typeId })}
          >
            {t('products.actions.remove')}
          </button>
        </span>
      )}
    </li>
  );
}

type RowProps = { node: BenefitNode; level: number; actions: TreeActions | null; untranslated: ReadonlySet<string> };

function NodeRow({ node, level, actions, untranslated }: RowProps) {
  const { t } = useTranslation();
  const options = node.options ?? [];
  const label = node.name || node.typeId;
  return (
    <li data-testid={`benefit-${node.typeId}`}>
      <div
        className="group flex flex-wrap items-center gap-x-3 gap-y-1 border-t border-slate-100 py-2 pr-3 hover:bg-slate-50"
        style={indent(level, 12)}
      >
        <div className="min-w-[min(14rem,100%)] flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <span className="font-medium text-slate-900">
              {node.name || <em className="text-slate-400">{t('products.benefits.noName')}</em>}
            </span>
            {node.name && untranslated.has(node.typeId) && (
              <span className="text-xs text-slate-500 italic">{t('products.benefits.notTranslated')}</span>
            )}
            <span className="rounded bg-slate-100 px-1.5 py-0.5 font-mono text-xs text-slate-600" translate="no">
              {node.typeId}
            </span>
            {node.isValueInput && (
              <span className="rounded bg-violet-50 px-1.5 py-0.5 text-xs text-violet-700">
                {t('products.benefits.kinds.input')}
              </span>
            )}
            {(node.parentOptionKeys ?? []).length > 0 && (
              <span className="text-xs text-slate-500">
                {t('products.benefits.whenOptions', { keys: formatNames(node.parentOptionKeys ?? []) })}
              </span>
            )}
          </div>
          {node.detailedValue && (
            <p className="mt-0.5 text-sm text-slate-600">{withCurrency(node.detailedValue, node.currencyCode)}</p>
          )}
        </div>
        {actions && (
          <span className="flex flex-wrap opacity-70 group-hover:opacity-100">
            {/* The graph holds seven levels: the seventh has no children. */}
            {level + 1 < BENEFIT_GRAPH_DEPTH && (
              <button
                type="button"
                className={actionClass}
                onClick={() => actions.addChild(node)}
                aria-label={t('products.benefits.addChildLabel', { name: label })}
              >
                {t('products.benefits.addChild')}
              </button>
            )}
            {(options.length > 0 || (!node.rawData && !node.isValueInput)) && (
              <button
                type="button"
                className={actionClass}
                onClick={() => actions.addOption(node)}
                aria-label={t('products.benefits.addOptionLabel', { name: label })}
              >
                {t('products.benefits.addOption')}
              </button>
            )}
            <button
              type="button"
              className={actionClass}
              onClick={() => actions.edit(node)}
              aria-label={t('products.benefits.updateLabel', { name: label })}
            >
              {t('products.actions.update')}
            </button>
            <button
              type="button"
              className={removeClass}
              onClick={() => actions.remove(node)}
              aria-label={t('products.benefits.removeLabel', { name: label })}
            >
              {t('products.actions.remove')}
            </button>
          </span>
        )}
      </div>
      {options.length > 0 && (
        <ul aria-label={t('products.benefits.optionsOf', { name: label })}>
          {options.map((option) => (
            <OptionRow key={option.optionKey} node={node} option={option} level={level} actions={actions} />
          ))}
        </ul>
      )}
      {(node.children ?? []).length > 0 && (
        <ul>
          {(node.children ?? []).map((child) => (
            <NodeRow key={child.typeId} node={child} level={level + 1} actions={actions} untranslated={untranslated} />
          ))}
        </ul>
      )}
    </li>
  );
}

/**
 * The benefit tree, 32 px per level; options sit under their benefit. Names shown in en-US for want of
 * a text in the chosen locale are marked, as on the product detail page.
 */
export function BenefitTree({
  tree,
  actions,
  untranslated = new Set(),
}: {
  tree: readonly BenefitNode[];
  /** What a row offers to change; none for a user who may only read. */
  actions: TreeActions | null;
  untranslated?: ReadonlySet<string>;
}) {
  return (
    <ul
      className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm [--indent:12px] sm:[--indent:var(--indent-wide)]"
      style={{ '--indent-wide': `${BENEFIT_TREE_INDENT_PX}px` } as CSSProperties}
      data-testid="benefit-tree"
    >
      {tree.map((node) => (
        <NodeRow key={node.typeId} node={node} level={0} actions={actions} untranslated={untranslated} />
      ))}
    </ul>
  );
}
