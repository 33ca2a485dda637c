import { APPROVAL_LIMITS } from '@carrier/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { mutate } from '../../api/client';
import { FormModal } from '../../ui/FormModal';
import { requiredText } from '../../ui/form-rules';
import { useModalForm } from '../../ui/useModalForm';
import { useSubmit } from '../../ui/useSubmit';
import { ApproveRequestMutation, RejectRequestMutation } from './graphql';

export type Deciding = { id: string; name: string; kind: string; decision: 'approve' | 'reject' };

/** A rejection says why; an approval may. Messages are i18n keys. */
const DECISIONS = {
  approve: z.object({ comment: z.string().trim() }),
  reject: z.object({ comment: requiredText }),
};

/** Approve (comment optional) or reject (comment required) one request; the server applies it. */
export function DecisionModal({
  deciding,
  onClose,
  onDecided,
}: {
  deciding: Deciding | null;
  onClose: () => void;
  onDecided: () => unknown;
}) {
  const { t } = useTranslation();
  const commentId = useId();
  const rejecting = deciding?.decision === 'reject';
  const schema = DECISIONS[deciding?.decision ?? 'approve'];
  const { register, handleSubmit, watch, fieldError } = useModalForm(schema, { comment: '' }, deciding !== null);
  const { busy, submit } = useSubmit();
  // Reject waits for a comment and says so.
  const needsComment = !schema.safeParse(watch()).success;
  const commentError = fieldError('comment');
  const decide = handleSubmit(({ comment }) => {
    if (!deciding) return;
    return submit(
      () =>
        rejecting
          ? mutate(RejectRequestMutation, { id: deciding.id, comment }, (data) => data.rejectRequest)
          : mutate(
              ApproveRequestMutation,
              { id: deciding.id, comment: comment || null },
              (data) => data.approveRequest,
            ),
      {
        success: rejecting ? t('approvals.rejected') : t('approvals.approved'),
        onDone: async () => {
          await onDecided();
          onClose();
        },
      },
    );
  });
  const help = rejecting
    ? t('approvals.rejectHelp')
    : deciding?.kind === 'publish'
      ? t('approvals.approvePublish')
      : t('approvals.approveRelease');
  return (
    <FormModal
      open={deciding !== null}
      onClose={onClose}
      size="sm"
      title={t(rejecting ? 'approvals.rejectTitle' : 'approvals.approveTitle', { name: deciding?.name ?? '' })}
      cancelLabel={t('approvals.cancel')}
      submitLabel={rejecting ? t('approvals.reject') : t('approvals.approve')}
      danger={rejecting}
      onSubmit={decide}
      busy={busy}
      disabled={needsComment}
    >
      <p className="mb-3 text-sm text-slate-600">{help}</p>
      <label htmlFor={commentId} className="mb-1 block text-sm font-medium text-slate-700">
        {rejecting ? t('approvals.comment') : t('approvals.commentOptional')}
        {rejecting && <span className="text-red-600"> *</span>}
      </label>
      <textarea
        id={commentId}
        rows={3}
        maxLength={APPROVAL_LIMITS.comment}
        required={rejecting}
        aria-invalid={commentError ? true : undefined}
        aria-describedby={commentError ? `${commentId}-error` : undefined}
        className={`block w-full rounded-md border px-3 py-2 text-sm shadow-sm ${commentError ? 'border-red-500' : 'border-slate-300'}`}
        {...register('comment')}
      />
      {commentError ? (
        <p id={`${commentId}-error`} className="mt-1 text-xs text-red-600">
          {commentError}
        </p>
      ) : (
        needsComment && <p className="mt-1 text-xs text-slate-500">{t('approvals.commentNeeded')}</p>
      )}
    </FormModal>
  );
}
