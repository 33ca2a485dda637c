import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { mutate } from '../../../api/client';
import { Button } from '../../../ui/Button';
import { DeleteConfirmModal } from '../../../ui/DeleteConfirmModal';
import { LoadFailed } from '../../../ui/LoadFailed';
import { PAGE_WIDTH, Page } from '../../../ui/Page';
import { useSubmit } from '../../../ui/useSubmit';
import { useCan } from '../../auth/useCan';
import { FrozenNotice } from '../../pricing/FrozenBanner';
import { ContentLocaleSelect, initialContentLocale } from '../ContentLocaleSelect';
import { RemoveBenefitMutation } from '../graphql/benefits';
import { productIdFromParams, productIdInput, productPath } from '../product-id';
import { AddBenefitModal } from './AddBenefitModal';
import { BenefitPanel } from './BenefitPanel';
import { BenefitTree, type TreeActions } from './BenefitTree';
import {
  type BenefitNode,
  type BenefitOption,
  type BenefitTarget,
  countDescendants,
  type EditTarget,
} from './benefit-types';
import { useBenefitGraph } from './useBenefitGraph';

type Removal = { node: BenefitNode; option?: BenefitOption };

/** ViewProductsBenefits: the locale-switchable benefit tree with add, update and remove. */
export function BenefitsEditorPage() {
  const { t, i18n } = useTranslation();
  const canEdit = useCan('edit');
  const id = productIdFromParams(useParams());
  const [locale, setLocale] = useState(() => initialContentLocale(i18n.language));
  const graph = useBenefitGraph(id, locale, i18n.language);
  const [adding, setAdding] = useState<BenefitTarget | null>(null);
  const [editing, setEditing] = useState<EditTarget | null>(null);
  const [removing, setRemoving] = useState<Removal | null>(null);
  const { busy, submit } = useSubmit();
  if (!id) return null;
  const productId = productIdInput(id);
  const reload = async () => {
    await graph.refetch();
  };

  const actions: TreeActions = {
    addChild: (parent) => setAdding({ kind: 'child', parent }),
    addOption: (benefit) => setAdding({ kind: 'option', benefit }),
    edit: (node, option) => setEditing(option ? { kind: 'option', node, option } : { kind: 'benefit', node }),
    remove: (node, option) => setRemoving({ node, option }),
  };

  const remove = async () => {
    if (!removing) return;
    await submit(
      () =>
        mutate(
          RemoveBenefitMutation,
          { productId, typeId: removing.node.typeId, optionKey: removing.option?.optionKey ?? null },
          (data) => data.removeBenefit,
        ),
      {
        success: t('products.benefits.removed'),
        onDone: async () => {
          setRemoving(null);
          await reload();
        },
      },
    );
  };

  const tree = graph.data?.tree ?? [];
  const removingName = removing ? removing.node.name || removing.node.typeId : '';
  return (
    <div className="min-h-screen bg-slate-50">
      <div className="border-b border-slate-200 bg-white">
        <div className={`${PAGE_WIDTH} flex flex-wrap items-center gap-x-4 gap-y-3 py-4`}>
          <Link to={productPath('info', id)} className="text-sm font-medium text-blue-700 hover:underline">
            ← {t('products.benefits.backToProduct')}
          </Link>
          <h1 className="text-xl font-bold text-slate-900">
            {t('products.benefits.title')}
            {graph.data?.name && <span className="ml-2 font-normal text-slate-500">· {graph.data.name}</span>}
          </h1>
          <div className="ml-auto flex flex-wrap items-center gap-3">
            <ContentLocaleSelect value={locale} onChange={setLocale} />
            {canEdit && (
              <Button onClick={() => setAdding({ kind: 'main' })} disabled={!graph.data}>
                + {t('products.benefits.addMain')}
              </Button>
            )}
          </div>
        </div>
      </div>
      <Page>
        <FrozenNotice id={id} aspect="benefits" />
        {graph.isError && !graph.data ? (
          <LoadFailed query={graph} />
        ) : graph.isPending ? (
          <p className="text-center text-slate-500">{t('products.loading')}</p>
        ) : !graph.data ? (
          <p className="text-center text-slate-700">{t('products.detail.notFound')}</p>
        ) : tree.length === 0 ? (
          <div className="rounded-xl border-2 border-dashed border-slate-300 bg-white px-6 py-16 text-center">
            <p className="text-slate-600">{t('products.benefits.empty')}</p>
            {canEdit && (
              <Button className="mt-4" onClick={() => setAdding({ kind: 'main' })}>
                + {t('products.benefits.addMain')}
              </Button>
            )}
          </div>
        ) : (
          <BenefitTree tree={tree} actions={canEdit ? actions : null} untranslated={graph.data.untranslated} />
        )}
      </Page>

      <AddBenefitModal
        target={adding}
        productId={productId}
        locale={locale}
        onClose={() => setAdding(null)}
        onAdded={reload}
      />
      <BenefitPanel
        target={editing}
        productId={productId}
        locale={locale}
        onClose={() => setEditing(null)}
        onSaved={reload}
      />
      {/* Removing a benefit or an option asks for the typed DELETE, as every delete does. */}
      <DeleteConfirmModal
        open={removing !== null}
        name={removing?.option ? `${removingName} · ${removing.option.optionKey}` : removingName}
        warning={
          removing?.option
            ? t('products.benefits.removeOptionBody')
            : t('products.benefits.removeBody', { count: removing ? countDescendants(removing.node) : 0 })
        }
        busy={busy}
        onCancel={() => setRemoving(null)}
        onConfirm={remove}
      />
    </div>
  );
}
