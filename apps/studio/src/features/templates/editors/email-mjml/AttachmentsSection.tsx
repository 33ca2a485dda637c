import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { mutate, request } from '../../../../api/client';
import { Button } from '../../../../ui/Button';
import { toasts } from '../../../../ui/toasts/toast-store';
import { useSubmit } from '../../../../ui/useSubmit';
import { FilePickerModal } from '../../../files/FilePickerModal';
import { Accordion } from '../../shell/Accordion';
import { templateWhere } from '../../template-search';
import { useKindName } from '..';
import { type AttachableTemplate, attachableLabel } from './attachable-label';
import { saveBase64 } from './attachment-bytes';
import {
  AddAttachmentReferenceMutation,
  AddAttachmentTemplateMutation,
  AttachableTemplatesQuery,
  AttachableTypesQuery,
  EmailAttachmentsQuery,
  RemoveAttachmentReferenceMutation,
  RemoveAttachmentTemplateMutation,
  RenderEmailAttachmentQuery,
} from './graphql';

type Row =
  | { kind: 'template'; id: string; fileName: string; targetId: string }
  | { kind: 'file'; id: string; fileName: string; filePath: string };

/**
 * Spec 001 §2: the email's attachments (type file or template), each downloadable and removable; add a
 * template that renders PDFs or a file picked in the explorer. Each change reloads the attachments.
 */
export function AttachmentsSection({
  templateId,
  contentJsonString,
  readOnly = false,
}: {
  templateId: string;
  contentJsonString: string;
  /** Listed and downloadable only: a user who may not edit adds and removes nothing. */
  readOnly?: boolean;
}) {
  const { t } = useTranslation();
  const kindName = useKindName();
  const queryClient = useQueryClient();
  const [picking, setPicking] = useState(false);
  const [chosenTemplate, setChosenTemplate] = useState('');
  const { busy, submit } = useSubmit();
  const key = ['templates', 'email-attachments', templateId];
  const attachments = useQuery({
    queryKey: key,
    queryFn: async () => {
      const template = (await request(EmailAttachmentsQuery, { id: templateId })).templates?.list?.[0];
      const rows: Row[] = [];
      if (template && 'attachmentTemplates' in template) {
        for (const item of template.attachmentTemplates ?? [])
          if (item)
            rows.push({
              kind: 'template',
              id: item.attachmentTemplateId ?? '',
              fileName: item.fileName ?? '',
              targetId: item.templateId ?? '',
            });
        for (const item of template.attachmentReferences ?? [])
          if (item)
            rows.push({
              kind: 'file',
              id: item.id ?? '',
              fileName: item.fileName ?? '',
              filePath: item.filePath ?? '',
            });
      }
      return rows;
    },
  });
  const candidates = useQuery({
    queryKey: ['templates', 'email-attachable'],
    queryFn: async () => {
      const types = (await request(AttachableTypesQuery, {})).emailAttachmentTemplateTypes;
      if (types.length === 0) return [];
      const list = (await request(AttachableTemplatesQuery, { where: templateWhere('', types) })).templates?.list ?? [];
      return list.filter((item) => item && item.id !== templateId) as AttachableTemplate[];
    },
  });

  const run = (work: () => Promise<unknown>, success?: string) =>
    submit(work, { success, onDone: () => queryClient.invalidateQueries({ queryKey: key }) });
  const addTemplate = () => {
    const target = candidates.data?.find((item) => item.id === chosenTemplate);
    if (!target) {
      toasts.error(t('emailMjml.attachments.chooseTemplate'));
      return;
    }
    void run(async () => {
      await mutate(
        AddAttachmentTemplateMutation,
        { templateId, input: { templateId: target.id, fileName: `${target.name ?? target.id}.pdf` } },
        (data) => data.addEmailAttachmentTemplate,
      );
      setChosenTemplate('');
    }, t('emailMjml.attachments.added'));
  };
  const addFile = (file: { key: string; fileName: string } | undefined) => {
    if (!file) {
      toasts.error(t('emailMjml.attachments.noFile'));
      return;
    }
    void run(
      () =>
        mutate(
          AddAttachmentReferenceMutation,
          { templateId, input: { fileName: file.fileName, filePath: file.key } },
          (data) => data.addEmailAttachmentReference,
        ),
      t('emailMjml.attachments.added'),
    );
  };
  const remove = (row: Row) =>
    run(
      () =>
        row.kind === 'template'
          ? mutate(
              RemoveAttachmentTemplateMutation,
              { templateId, attachmentTemplateId: row.id },
              (data) => data.removeEmailAttachmentTemplate,
            )
          : mutate(
              RemoveAttachmentReferenceMutation,
              { templateId, attachmentReferenceId: row.id },
              (data) => data.removeEmailAttachmentReference,
            ),
      t('emailMjml.attachments.removed'),
    );
  /** One attachment rendered as it goes out (a template's PDF with the preview data, or the file). */
  const download = (row: Row) =>
    run(async () => {
      const answer = await request(RenderEmailAttachmentQuery, {
        templateId,
        input: {
          name: 'data',
          contentJsonString,
          overrideAttachmentTemplates:
            row.kind === 'template' ? [{ templateId: row.targetId, fileName: row.fileName }] : [],
          overrideAttachmentReferences: row.kind === 'file' ? [{ filePath: row.filePath, fileName: row.fileName }] : [],
        },
      });
      const result = answer.renderEmailMjmlTemplate;
      const attachment = result?.value?.attachments?.[0];
      if (result?.status !== 'success' || !attachment?.contentBase64)
        throw new Error(result?.errors?.[0] ?? t('emailMjml.attachments.downloadFailed'));
      saveBase64(attachment.contentBase64, attachment.fileName ?? row.fileName, attachment.contentType ?? '');
    });

  const rows = attachments.data ?? [];
  return (
    <Accordion title={t('emailMjml.attachments.title', { count: rows.length })} open>
      {attachments.isPending ? (
        <p className="text-sm text-slate-500">{t('templates.loading')}</p>
      ) : rows.length === 0 ? (
        <p className="text-sm text-slate-500">{t('emailMjml.attachments.empty')}</p>
      ) : (
        <ul className="divide-y divide-slate-100" aria-label={t('emailMjml.attachments.list')}>
          {rows.map((row) => (
            <li key={row.id} className="flex flex-wrap items-center gap-2 py-2" data-testid="email-attachment">
              <span className="rounded bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700">
                {t(`emailMjml.attachments.type.${row.kind}`)}
              </span>
              <span className="min-w-0 flex-1 truncate text-sm text-slate-900" translate="no" title={row.fileName}>
                {row.fileName}
              </span>
              <Button
                variant="ghost"
                className="px-2 py-1"
                disabled={busy}
                onClick={() => download(row)}
                aria-label={t('emailMjml.attachments.download', { name: row.fileName })}
              >
                ⤓
              </Button>
              {!readOnly && (
                <Button
                  variant="ghost"
                  className="px-2 py-1 text-red-700"
                  disabled={busy}
                  onClick={() => remove(row)}
                  aria-label={t('emailMjml.attachments.remove', { name: row.fileName })}
                >
                  ✕
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      <div className="space-y-2 border-t border-slate-100 pt-3" hidden={readOnly}>
        <label className="block text-sm font-medium text-slate-700">
          {t('emailMjml.attachments.template')}
          <select
            value={chosenTemplate}
            onChange={(event) => setChosenTemplate(event.target.value)}
            className="mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 text-sm"
          >
            <option value="">{t('emailMjml.attachments.pickTemplate')}</option>
            {(candidates.data ?? []).map((item, _index, all) => (
              <option key={item.id} value={item.id}>
                {attachableLabel(item, all, t, kindName)}
              </option>
            ))}
          </select>
        </label>
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" onClick={addTemplate} disabled={busy || !chosenTemplate}>
            {t('emailMjml.attachments.addTemplate')}
          </Button>
          <Button variant="secondary" onClick={() => setPicking(true)} disabled={busy}>
            {t('emailMjml.attachments.addFile')}
          </Button>
        </div>
      </div>
      <FilePickerModal
        open={picking}
        title={t('emailMjml.attachments.pickFile')}
        onClose={() => setPicking(false)}
        onSelect={(file) => addFile(file)}
      />
    </Accordion>
  );
}
