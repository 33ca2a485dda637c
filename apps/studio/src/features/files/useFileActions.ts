import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { mutate } from '../../api/client';
import type { ToastStore } from '../../ui/toasts/toast-store';
import { translateFileMessage } from './file-errors';
import { fileUrl } from './file-paths';
import {
  CreateFolderMutation,
  DeleteFileMutation,
  DeleteFolderMutation,
  MoveFileMutation,
  SetFileAclMutation,
} from './graphql/files';
import type { ExplorerItem, FileItem } from './selection';
import { downloadFile } from './upload-request';

/**
 * The explorer's changes: each success toasts and calls `onChanged` (which reloads and clears the
 * history); each failure toasts its first error in the explorer's own toasts.
 */
export function useFileActions(options: { bucketName: string | null; toasts: ToastStore; onChanged: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const bucketName = options.bucketName;

  async function attempt(work: () => Promise<unknown>, successText?: string): Promise<boolean> {
    try {
      await work();
      if (successText) options.toasts.success(successText);
      return true;
    } catch (error) {
      options.toasts.error(translateFileMessage(t, error instanceof Error ? error.message : null), {
        title: t('toast.error'),
      });
      return false;
    } finally {
      options.onChanged();
    }
  }

  return {
    createFolder: (key: string) =>
      attempt(
        () => mutate(CreateFolderMutation, { bucketName, key }, (data) => data.createFolder),
        t('files.toasts.folderCreated'),
      ),

    deleteItem: (item: ExplorerItem) =>
      item.type === 'folder'
        ? attempt(
            () =>
              mutate(
                DeleteFolderMutation,
                { bucketName, key: item.path.replace(/\/$/, '') },
                (data) => data.deleteFolder,
              ),
            t('files.toasts.folderDeleted'),
          )
        : attempt(
            () => mutate(DeleteFileMutation, { bucketName, key: item.path }, (data) => data.deleteFile),
            t('files.toasts.fileDeleted'),
          ),

    /** Privacy first when it changed, then the rename or move when the key changed. */
    editFile: (file: FileItem, change: { isPublic: boolean; newKey: string }) =>
      attempt(async () => {
        if (change.isPublic !== file.isPublic) {
          await mutate(
            SetFileAclMutation,
            { bucketName, key: file.path, isPublic: change.isPublic },
            (data) => data.setFileAcl,
          );
        }
        if (change.newKey !== file.path) {
          await mutate(
            MoveFileMutation,
            { bucketName, key: file.path, newKey: change.newKey },
            (data) => data.moveFile,
          );
        }
      }, t('files.toasts.fileUpdated')),

    /** Pasting moves the cut file into the folder under the same name. */
    paste: (file: FileItem, prefix: string) =>
      attempt(
        () =>
          mutate(
            MoveFileMutation,
            { bucketName, key: file.path, newKey: `${prefix}${file.name}` },
            (data) => data.moveFile,
          ),
        t('files.toasts.fileMoved'),
      ),

    download: async (file: FileItem) => {
      if (!(await downloadFile(fileUrl(file.path, { download: true }), file.name))) {
        options.toasts.error(t('files.toasts.downloadFailed'), { title: t('toast.error') });
      }
    },

    invalidateSearch: () => queryClient.invalidateQueries({ queryKey: ['files', 'search'] }),
  };
}
