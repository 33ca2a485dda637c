import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { kindByPath } from './editors';

/** /templates/<kind path>/<id>: the kind's editor; an unknown kind goes back to the root. */
export function TemplateEditorPage() {
  const { t } = useTranslation();
  const { kindPath, id } = useParams();
  const kind = kindByPath(kindPath);
  if (!kind || !id) return <Navigate to="/" replace />;
  return (
    <Suspense fallback={<p className="p-10 text-center text-slate-500">{t('templates.loading')}</p>}>
      <kind.Editor key={id} templateId={id} />
    </Suspense>
  );
}
