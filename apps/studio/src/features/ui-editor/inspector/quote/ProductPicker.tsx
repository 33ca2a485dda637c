import { productIdLabel } from '@carrier/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { request } from '../../../../api/client';
import { QuoteProductsQuery } from './quote-graphql';

const INPUT =
  'block w-full rounded-md border border-slate-300 px-2 py-1 text-sm shadow-sm focus:outline-2 focus:outline-blue-600';

type Option = { label: string; name: string | null; priced: boolean };

/** Products whose name, plan or type contain the search text (the first 20, by plan). */
function useProductOptions(search: string) {
  const text = search.trim();
  return useQuery({
    queryKey: ['ui-editor', 'quote-products', text],
    queryFn: async (): Promise<Option[]> => {
      const where = text
        ? {
            or: [
              { name_contains: text },
              { productId: { plan_contains: text } },
              { productId: { type_contains: text } },
            ],
          }
        : null;
      const list = (await request(QuoteProductsQuery, { where })).products_2?.list ?? [];
      return list.flatMap((product) =>
        product?.productId?.plan && product.productId.type
          ? [
              {
                label: productIdLabel({
                  ...product.productId,
                  plan: product.productId.plan,
                  type: product.productId.type,
                }),
                name: product.name ?? null,
                priced: Boolean(product.pricing?.amountLogic && product.pricing.amountLogic.trim() !== '{}'),
              },
            ]
          : [],
      );
    },
    staleTime: 30_000,
  });
}

/**
 * A searchable picker of the tenant's product versions, stored as the button's productId text
 * (plan/type/version), as the published app reads it. Typing searches; a typed id is kept on blur.
 */
export function ProductPicker({ value, onChange }: { value: string; onChange: (productId: string) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState(value);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  useEffect(() => setText(value), [value]);
  const search = text === value ? '' : text;
  const options = useProductOptions(search).data ?? [];
  const choose = (label: string) => {
    setText(label);
    setOpen(false);
    if (label !== value) onChange(label);
  };
  return (
    <div className="relative">
      <label htmlFor={id} className="mb-0.5 block text-xs font-medium text-slate-600">
        {t('uiEditor.props.productId')}
      </label>
      <input
        id={id}
        role="combobox"
        aria-expanded={open}
        aria-controls={`${id}-list`}
        aria-autocomplete="list"
        autoComplete="off"
        translate="no"
        className={INPUT}
        placeholder={t('uiEditor.quote.search')}
        value={text}
        onFocus={() => setOpen(true)}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
          setActive(0);
        }}
        onBlur={() => {
          setOpen(false);
          if (text.trim() !== value) onChange(text.trim());
        }}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown') setActive((index) => Math.min(index + 1, options.length - 1));
          else if (event.key === 'ArrowUp') setActive((index) => Math.max(index - 1, 0));
          else if (event.key === 'Escape') setOpen(false);
          else if (event.key === 'Enter') {
            event.preventDefault();
            choose(open && options[active] ? options[active].label : text.trim());
          } else return;
          event.stopPropagation();
        }}
      />
      {open && (
        <div
          id={`${id}-list`}
          role="listbox"
          aria-label={t('uiEditor.props.productId')}
          className="absolute z-20 mt-1 max-h-64 w-full overflow-auto rounded-md border border-slate-200 bg-white py-1 text-sm shadow-lg"
        >
          {options.length === 0 && <p className="px-2 py-1 text-slate-500">{t('uiEditor.quote.noProducts')}</p>}
          {options.map((option, index) => (
            <div
              key={option.label}
              role="option"
              tabIndex={-1}
              aria-selected={index === active}
              className={`cursor-pointer px-2 py-1 ${index === active ? 'bg-blue-50' : ''}`}
              // Chosen before the input's blur would keep the typed text.
              onMouseDown={(event) => {
                event.preventDefault();
                choose(option.label);
              }}
              onMouseEnter={() => setActive(index)}
            >
              <span className="block font-mono text-xs" translate="no">
                {option.label}
              </span>
              {option.name && (
                <span className="block text-xs text-slate-500" translate="no">
                  {option.name}
                </span>
              )}
              {!option.priced && <span className="block text-xs text-amber-700">{t('uiEditor.quote.noPricing')}</span>}
            </div>
          ))}
        </div>
      )}
    </div>
  );
}
