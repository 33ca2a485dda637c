import { useDraggable } from '@dnd-kit/core';
import { forwardRef, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocalizedText } from '../../../i18n/localized';
import type { DragData } from '../dnd';
import { ELEMENT_TYPES } from '../elements';
import type { ElementCategory } from '../elements/element-type';

type Item = { key: string; data: DragData; name: string; label: string; category: ElementCategory | 'components' };

function GalleryItem({ item, onAdd }: { item: Item; onAdd: (data: DragData) => void }) {
  const { t } = useTranslation();
  const drag = useDraggable({ id: `gallery:${item.key}`, data: item.data });
  return (
    <li>
      <button
        type="button"
        ref={drag.setNodeRef}
        {...drag.listeners}
        {...drag.attributes}
        onClick={() => onAdd(item.data)}
        title={t('uiEditor.gallery.addHint')}
        data-gallery-item={item.key}
        className={`flex w-full flex-col items-start rounded-md border border-slate-200 bg-white px-2 py-0.5 text-left text-sm whitespace-nowrap shadow-sm hover:border-blue-400 ${
          drag.isDragging ? 'opacity-40' : ''
        }`}
      >
        <span>{item.label}</span>
        <span className="text-xs text-slate-400" translate="no">
          {item.name}
        </span>
      </button>
    </li>
  );
}

/** Matches an item by its name or its label, case-insensitively (spec 002 §2). */
export const matchesSearch = (item: { name: string; label: string }, search: string) => {
  const term = search.trim().toLowerCase();
  return !term || item.name.toLowerCase().includes(term) || item.label.toLowerCase().includes(term);
};

type Props = { components: ReadonlyArray<{ id: string; name: string }>; onAdd: (data: DragData) => void };

/** The element gallery: layout, text, form and the app's own components; drag or click to add. */
export const Gallery = forwardRef<HTMLInputElement, Props>(function Gallery({ components, onAdd }, searchRef) {
  const { t } = useTranslation();
  const inLocale = useLocalizedText();
  const [search, setSearch] = useState('');
  const searchId = useId();
  const items: Item[] = [
    ...ELEMENT_TYPES.map((type) => {
      const label = inLocale(type.name);
      return {
        key: type.type,
        data: { kind: 'new', type: type.type, label } as DragData,
        name: type.type,
        label,
        category: type.category,
      };
    }),
    ...components.map((component) => ({
      key: `component-${component.id}`,
      data: { kind: 'component', componentId: component.id, name: component.name, label: component.name } as DragData,
      name: component.name,
      label: component.name,
      category: 'components' as const,
    })),
  ].filter((item) => matchesSearch(item, search));
  const categories = ['layout', 'text', 'form', 'components'] as const;
  return (
    <section aria-label={t('uiEditor.gallery.title')} className="flex h-full flex-col">
      <div className="mb-2 flex items-center gap-2">
        <label htmlFor={searchId} className="text-sm font-semibold text-slate-700">
          {t('uiEditor.gallery.title')}
        </label>
        <input
          id={searchId}
          ref={searchRef}
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          placeholder={t('uiEditor.gallery.search')}
          aria-label={t('uiEditor.gallery.search')}
          className="w-56 rounded-md border border-slate-300 px-2 py-1 text-sm"
        />
      </div>
      {/* One strip that scrolls sideways, with room below the items for its scrollbar. */}
      <div className="flex min-h-0 flex-1 gap-3 overflow-x-auto overflow-y-hidden pb-1">
        {categories.map((category) => {
          const inCategory = items.filter((item) => item.category === category);
          if (inCategory.length === 0) return null;
          return (
            <div key={category} className="shrink-0">
              <h3 className="mb-1 text-xs font-semibold tracking-wide text-slate-500 uppercase">
                {t(`uiEditor.gallery.categories.${category}`)}
              </h3>
              <ul className="grid auto-cols-max grid-flow-col grid-rows-2 gap-1">
                {inCategory.map((item) => (
                  <GalleryItem key={item.key} item={item} onAdd={onAdd} />
                ))}
              </ul>
            </div>
          );
        })}
        {items.length === 0 && <p className="text-sm text-slate-500">{t('uiEditor.gallery.none')}</p>}
      </div>
    </section>
  );
});
