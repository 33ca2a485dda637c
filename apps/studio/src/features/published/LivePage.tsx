import { inputMappingOf, type UiNode } from '@carrier/contracts/ui-tree';
import { useContext, useMemo, useRef, useState } from 'react';
import { type LiveTree, LiveTreeContext } from '../../shared/canvas/live-tree';
import { AppComponentsContext, StaticTree } from '../../shared/canvas/StaticTree';
import { elementOf } from '../ui-editor/elements';
import { fieldLabels, initialValues, pageNodes, quoteInputs, validateForm, validatorOf } from './live-form';
import { parseProductId, type QuoteAnswer, quoteAsGuest } from './published-api';
import { QuoteResult } from './QuoteResult';
import { publishedText } from './texts';

/** Why a quote was refused (published-api's reason) -> what the visitor reads (`published.quote.<key>`). */
const REFUSALS: Readonly<Record<string, string>> = {
  authorization: 'pageUpdated',
  unavailable: 'pageUpdated',
  too_many_quotes: 'tooMany',
  too_many_discount_codes: 'tooManyCodes',
};

export type QuoteState =
  | { status: 'idle' }
  | { status: 'running' }
  | { status: 'done'; quote: QuoteAnswer; discountCodes: string[] }
  | { status: 'error'; message: string };

/** Takes the visitor to the first highlighted field (on a phone it may be screens away from the button). */
function focusFirstInvalid() {
  const field = document.querySelector('.ck-field--invalid');
  field?.querySelector<HTMLElement>('input, select, textarea, [tabindex="0"]')?.focus();
}

/**
 * One page of the published app: the component's tree rendered by the element renderers the canvas
 * uses (StaticTree), with its bound fields live. A quote button runs the form's validators, then the
 * product's quote as the app's guest, and shows the premium and its breakdown.
 */
export function LivePage({ root, locale }: { root: UiNode; locale: string }) {
  const components = useContext(AppComponentsContext);
  const nodes = useMemo(() => [...pageNodes(root, components)], [root, components]);
  const [values, setValues] = useState<Record<string, unknown>>(() => initialValues(nodes));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [quote, setQuote] = useState<QuoteState>({ status: 'idle' });
  const current = useRef(values);
  current.current = values;
  /** Counts quotes asked and answers changed: an answer arriving after either is for old answers. */
  const asked = useRef(0);
  const text = (key: string, params?: Record<string, string>) => publishedText(locale, key, params);
  const fieldNames = useMemo(
    () => fieldLabels(nodes, locale, Object.assign({}, ...nodes.map(inputMappingOf))),
    [nodes, locale],
  );

  async function runAction(node: UiNode) {
    if (node.editorSettings.props.action !== 'quote') return;
    const found = validateForm(nodes, current.current);
    setErrors(found);
    if (Object.keys(found).length) {
      setQuote({ status: 'error', message: text('published.quote.fixErrors') });
      setTimeout(focusFirstInvalid);
      return;
    }
    const productId = parseProductId(String(node.editorSettings.props.productId ?? ''));
    if (!productId) {
      setQuote({ status: 'error', message: text('published.quote.noProduct') });
      return;
    }
    setQuote({ status: 'running' });
    asked.current += 1;
    const ask = asked.current;
    const discountField = node.editorSettings.props.discountCodeField;
    const inputs = quoteInputs(
      nodes,
      current.current,
      undefined,
      typeof discountField === 'string' ? discountField.trim() : undefined,
      inputMappingOf(node),
    );
    const answer = await quoteAsGuest(productId, inputs.values, inputs.discountCodes, locale).catch((error: Error) => ({
      ok: false as const,
      reason: error.message,
    }));
    if (ask !== asked.current) return;
    if (!answer) {
      setQuote({ status: 'error', message: text('published.quote.signInFailed') });
      return;
    }
    setQuote(
      answer.ok
        ? { status: 'done', quote: answer.quote, discountCodes: inputs.discountCodes }
        : { status: 'error', message: text(`published.quote.${REFUSALS[answer.reason] ?? 'failed'}`) },
    );
  }

  const live: LiveTree = {
    field: (node) => {
      const key = node.bindTo;
      if (!key) return undefined;
      return {
        value: values[key],
        error: errors[key],
        onChange: (value) => {
          setValues((before) => ({ ...before, [key]: value }));
          // A premium shown is for the answers it was given: any change takes it away (a quote still
          // running for the old answers is dropped when it arrives).
          asked.current += 1;
          setQuote((shown) => (shown.status === 'idle' ? shown : { status: 'idle' }));
          // An error shown goes as soon as the value is right.
          if (errors[key]) setErrors((before) => ({ ...before, [key]: validatorOf(node)(value) ?? '' }));
        },
      };
    },
    action: (node) =>
      elementOf(node.component).live?.action?.(node) === 'quote'
        ? { onAction: () => void runAction(node), busy: quote.status === 'running' }
        : undefined,
  };

  return (
    <LiveTreeContext.Provider value={live}>
      <StaticTree node={root} seen={new Set()} />
      <QuoteResult state={quote} locale={locale} fieldNames={fieldNames} />
    </LiveTreeContext.Provider>
  );
}
