import { EXPLORER_MAX_TOASTS } from '@carrier/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button';
import { DeleteConfirmModal } from '../../ui/DeleteConfirmModal';
import { Toaster } from '../../ui/toasts/Toaster';
import { createToastStore } from '../../ui/toasts/toast-store';
import { Breadcrumb } from './components/Breadcrumb';
import { BucketTable } from './components/BucketTable';
import { CreateFolderModal } from './components/CreateFolderModal';
import { DetailsStrip } from './components/DetailsStrip';
import { EditFileModal } from './components/EditFileModal';
import { ExplorerToolbar } from './components/ExplorerToolbar';
import { FileTable } from './components/FileTable';
import { SearchPanel } from './components/SearchPanel';
import { UploadModal } from './components/UploadModal';
import { visitFolder } from './explorer-history';
import { parentFolderOf } from './file-paths';
import {
  EMPTY_SELECTION,
  type ExplorerItem,
  type FileItem,
  type PickerChoice,
  pickerChoice,
  type Selection,
  toggleItem,
} from './selection';
import { useFileActions } from './useFileActions';
import { type ListingSort, useFileListing } from './useFileListing';

type Dialog =
  | { kind: 'createFolder' }
  | { kind: 'upload' }
  | { kind: 'delete'; item: ExplorerItem }
  | { kind: 'edit'; file: FileItem }
  | null;

export type FileExplorerProps = {
  /** Start inside a bucket instead of the bucket list (pickers start in the default bucket). */
  initialBucket?: string | null;
  /** Picker mode: a Select button shows when every selected item is a file. */
  onPick?: (choice: NonNullable<PickerChoice>) => void;
};

/** Spec 001's file explorer: buckets, folders, files and every change to them; also a picker. */
export function FileExplorer({ initialBucket = null, onPick }: FileExplorerProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const toasts = useMemo(() => createToastStore(EXPLORER_MAX_TOASTS), []);
  const [bucketName, setBucketName] = useState<string | null>(initialBucket);
  const [prefix, setPrefix] = useState('');
  const [sort, setSort] = useState<ListingSort>('name');
  const [selection, setSelection] = useState<Selection>(EMPTY_SELECTION);
  const [cut, setCut] = useState<FileItem | null>(null);
  const [history, setHistory] = useState<string[]>([]);
  const [searchOpen, setSearchOpen] = useState(false);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [focusPath, setFocusPath] = useState<string | null>(null);

  const listing = useFileListing(bucketName, prefix, sort, history.includes(prefix));

  const openFolder = (folder: string, focus: string | null = null) => {
    setPrefix(folder);
    setSelection(EMPTY_SELECTION);
    setFocusPath(focus);
    setHistory((visited) => visitFolder(visited, folder));
  };
  const openBucket = (name: string | null) => {
    setBucketName(name);
    setSearchOpen(false);
    setCut(null);
    openFolder('');
  };
  /** Refresh, delete, edit, paste and upload: drop the cached folders and reload this one. */
  const reload = () => {
    setHistory([]);
    setSelection(EMPTY_SELECTION);
    void queryClient.invalidateQueries({ queryKey: ['files'] });
  };
  const actions = useFileActions({ bucketName, toasts, onChanged: reload });
  const choice = pickerChoice(selection.items);

  // A search result opens its folder with the file selected once the listing holds it.
  const focused = focusPath ? listing.items.find((item) => item.path === focusPath) : undefined;
  if (focused && !selection.items.some((item) => item.path === focused.path)) {
    setSelection(toggleItem(EMPTY_SELECTION, focused));
    setFocusPath(null);
  }

  return (
    <div className="relative">
      <Toaster store={toasts} position="bottom-right" />
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <Breadcrumb bucketName={bucketName} prefix={prefix} onBuckets={() => openBucket(null)} onOpen={openFolder} />
        {bucketName && (
          <ExplorerToolbar
            canPaste={cut !== null && parentFolderOf(cut.path) !== prefix}
            pasteName={cut?.name ?? null}
            searchOpen={searchOpen}
            onRefresh={reload}
            onSearch={() => setSearchOpen(!searchOpen)}
            onCreateFolder={() => setDialog({ kind: 'createFolder' })}
            onPaste={async () => {
              if (!cut) return;
              await actions.paste(cut, prefix);
              setCut(null);
            }}
            onUpload={() => setDialog({ kind: 'upload' })}
          />
        )}
      </div>

      {!bucketName ? (
        <BucketTable onOpen={openBucket} />
      ) : (
        <div className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
          {searchOpen && (
            <SearchPanel
              bucketName={bucketName}
              onClose={() => setSearchOpen(false)}
              onChoose={(key) => openFolder(parentFolderOf(key), key)}
            />
          )}
          <FileTable
            items={listing.items}
            selected={selection.items}
            cutPath={cut?.path ?? null}
            loading={listing.isPending}
            picker={Boolean(onPick)}
            sort={sort}
            onSort={setSort}
            onToggle={(item) => setSelection(toggleItem(selection, item))}
            onOpenFolder={(folder) => openFolder(folder)}
            onDownload={actions.download}
            onEdit={(file) => setDialog({ kind: 'edit', file })}
            onCut={(file) => {
              setCut(file);
              toasts.neutral(t('files.toasts.cut', { name: file.name }));
            }}
            onDelete={(item) => setDialog({ kind: 'delete', item })}
          />
          {listing.hasNextPage && (
            <div className="border-t border-slate-200 px-4 py-3 text-center">
              <Button variant="secondary" onClick={() => listing.fetchNextPage()} disabled={listing.isFetchingNextPage}>
                {t('files.table.loadMore')}
              </Button>
            </div>
          )}
          <DetailsStrip items={selection.items} single={selection.single} cutName={cut?.name ?? null} />
        </div>
      )}

      {onPick && (
        <div className="mt-4 flex justify-end">
          {choice && (
            <Button onClick={() => onPick(choice)}>
              {choice.kind === 'single'
                ? t('files.picker.select')
                : t('files.picker.selectCount', { count: choice.files.length })}
            </Button>
          )}
        </div>
      )}

      {bucketName && (
        <>
          <CreateFolderModal
            open={dialog?.kind === 'createFolder'}
            prefix={prefix}
            onClose={() => setDialog(null)}
            onCreate={actions.createFolder}
          />
          <UploadModal
            open={dialog?.kind === 'upload'}
            bucketName={bucketName}
            prefix={prefix}
            onClose={() => setDialog(null)}
            onUploaded={reload}
          />
        </>
      )}
      {dialog?.kind === 'edit' && (
        <EditFileModal
          file={dialog.file}
          onClose={() => setDialog(null)}
          onSave={(change) => actions.editFile(dialog.file, change)}
        />
      )}
      <DeleteConfirmModal
        open={dialog?.kind === 'delete'}
        name={dialog?.kind === 'delete' ? dialog.item.name : ''}
        onCancel={() => setDialog(null)}
        onConfirm={async () => {
          if (dialog?.kind !== 'delete') return;
          await actions.deleteItem(dialog.item);
          if (cut && (cut.path === dialog.item.path || cut.path.startsWith(dialog.item.path))) setCut(null);
          setDialog(null);
        }}
      />
    </div>
  );
}
