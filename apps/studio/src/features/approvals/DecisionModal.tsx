import { APPROVAL_LIMITS } from '@carrier/contracts';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { mutate } from '../../api/client';
import { Modal } from '../../ui/Modal';
import { ModalActions } from '../../ui/ModalActions';
import { useSubmit } from '../../ui/useSubmit';
import { ApproveRequestMutation, RejectRequestMutation } from './graphql';

export type Deciding = { id: string; name: string; kind: string; decision: 'approve' | 'reject' };

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
  const [comment, setComment] = useState('');
  const { busy, submit } = useSubmit();
  useEffect(() => {
    if (deciding) setComment('');
  }, [deciding]);
  const rejecting = deciding?.decision === 'reject';
  const needsComment = rejecting && comment.trim() === '';
  const decide = () => {
    if (!deciding) return;
    void submit(
      () =>
        rejecting
          ? mutate(RejectRequestMutation, { id: deciding.id, comment }, (data) => data.rejectRequest)
          : mutate(
              ApproveRequestMutation,
              { id: deciding.id, comment: comment.trim() || null },
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
  };
  const help = rejecting
    ? t('approvals.rejectHelp')
    : deciding?.kind === 'publish'
      ? t('approvals.approvePublish')
      : t('approvals.approveRelease');
  return (
    <Modal
      open={deciding !== null}
      onClose={onClose}
      size="sm"
      title={t(rejecting ? 'approvals.rejectTitle' : 'approvals.approveTitle', { name: deciding?.name ?? '' })}
      footer={
        <ModalActions
          cancelLabel={t('approvals.cancel')}
          onCancel={onClose}
          submitLabel={rejecting ? t('approvals.reject') : t('approvals.approve')}
          onSubmit={decide}
          danger={rejecting}
          disabled={busy || needsComment}
        />
      }
    >
      <p className="mb-3 text-sm text-slate-600">{help}</p>
      <label htmlFor={commentId} className="mb-1 block text-sm font-medium text-slate-700">
        {rejecting ? t('approvals.comment') : t('approvals.commentOptional')}
      </label>
      <textarea
        id={commentId}
        value={comment}
        rows={3}
        maxLength={APPROVAL_LIMITS.comment}
        required={rejecting}
        onChange={(event) => setComment(event.target.value)}
        className="block w-full rounded-md border border-slate-300 px-3 py-2 text-sm shadow-sm"
      />
      {needsComment && <p className="mt-1 text-xs text-slate-500">{t('approvals.commentNeeded')}</p>}
    </Modal>
  );
}
