import { EXPLORER_MAX_TOASTS } from '@carrier/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button';
import { DeleteConfirmModal } from '../../ui/DeleteConfirmModal';
import { LoadFailed } from '../../ui/LoadFailed';
import { toasts } from '../../ui/toasts/toast-store';
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
import { useExplorerPlace } from './useExplorerPlace';
import { useFileActions } from './useFileActions';
import { type ListingSort, useFileListing } from './useFileListing';
import { useFolderWarning } from './useFolderContents';

type Dialog =
  | { kind: 'createFolder' }
  | { kind: 'upload' }
  | { kind: 'delete'; item: ExplorerItem }
  | { kind: 'edit'; file: FileItem }
  | null;

export type FileExplorerProps = {
  /** Start inside a bucket instead of the bucket list (pickers start in the default bucket). */
  initialBucket?: string | null;
  /** Keeps the explorer in `initialBucket` (no way up to the bucket list). */
  bucketLocked?: boolean;
  /** Picker mode: a Select button shows when every selected item is a file. */
  onPick?: (choice: NonNullable<PickerChoice>) => void;
  /** Keep the bucket, folder and search in the URL (the files page; not a picker inside a modal). */
  placeInUrl?: boolean;
};

/** Spec 001's file explorer: buckets, folders, files and every change to them; also a picker. */
export function FileExplorer({
  initialBucket = null,
  bucketLocked = false,
  onPick,
  placeInUrl = false,
}: FileExplorerProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [place, setPlace] = useExplorerPlace(placeInUrl, initialBucket);
  const { bucket: bucketName, folder: prefix, search } = place;
  const searchOpen = search !== null;
  const [sort, setSort] = useState<ListingSort>('name');
  const [selection, setSelection] = useState<Selection>(EMPTY_SELECTION);
  const [cut, setCut] = useState<FileItem | null>(null);
  const [history, setHistory] = useState<string[]>([]);
  const cutToast = useRef<number | null>(null);
  // Spec 001: the explorer shows at most 4 toasts (the studio's one area, with a lower limit meanwhile).
  useEffect(() => toasts.limitWhile(EXPLORER_MAX_TOASTS), []);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [focusPath, setFocusPath] = useState<string | null>(null);

  // Back and forward move between places in the URL: a selection keeps only what is in this folder.
  useEffect(() => {
    setSelection((current) => {
      const here = current.items.filter((item) => parentFolderOf(item.path.replace(/\/$/, '')) === prefix);
      if (here.length === current.items.length) return current;
      return { items: here, single: here.at(-1) ?? null };
    });
  }, [prefix]);

  const listing = useFileListing(bucketName, prefix, sort, history.includes(prefix));

  const openFolder = (folder: string, focus: string | null = null) => {
    setPlace({ folder }, { push: true });
    setSelection(EMPTY_SELECTION);
    setFocusPath(focus);
    setHistory((visited) => visitFolder(visited, folder));
  };
  const forgetCut = () => {
    setCut(null);
    if (cutToast.current !== null) toasts.dismiss(cutToast.current);
    cutToast.current = null;
  };
  const openBucket = (name: string | null) => {
    setPlace({ bucket: name, folder: '', search: null }, { push: true });
    forgetCut();
    setSelection(EMPTY_SELECTION);
    setHistory((visited) => visitFolder(visited, ''));
  };
  /** Refresh, delete, edit, paste and upload: drop the cached folders and reload this one. */
  const reload = () => {
    setHistory([]);
    setSelection(EMPTY_SELECTION);
    void queryClient.invalidateQueries({ queryKey: ['files'] });
  };
  const actions = useFileActions({ bucketName, toasts, onChanged: reload });
  const choice = pickerChoice(selection.items);
  const deleteWarning = useFolderWarning(bucketName, dialog?.kind === 'delete' ? dialog.item : null);
  const selectedPaths = useMemo(() => new Set(selection.items.map((item) => item.path)), [selection.items]);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = listing;
  const loadMore = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  // A search result opens its folder with the file selected once the listing holds it.
  const focused = focusPath ? listing.items.find((item) => item.path === focusPath) : undefined;
  if (focused && !selection.items.some((item) => item.path === focused.path)) {
    setSelection(toggleItem(EMPTY_SELECTION, focused));
    setFocusPath(null);
  }

  return (
    <div className="relative min-w-0">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <Breadcrumb
          bucketName={bucketName}
          prefix={prefix}
          onBuckets={bucketLocked ? undefined : () => openBucket(null)}
          onOpen={openFolder}
        />
        {bucketName && (
          <ExplorerToolbar
            canPaste={cut !== null && parentFolderOf(cut.path) !== prefix}
            pasteName={cut?.name ?? null}
            searchOpen={searchOpen}
            onRefresh={reload}
            onSearch={() => setPlace({ search: searchOpen ? null : '' })}
            onCreateFolder={() => setDialog({ kind: 'createFolder' })}
            onPaste={async () => {
              if (!cut) return;
              await actions.paste(cut, prefix);
              forgetCut();
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
              term={search ?? ''}
              onTermChange={(term) => setPlace({ search: term })}
              onClose={() => setPlace({ search: null })}
              onChoose={(key) => openFolder(parentFolderOf(key), key)}
            />
          )}
          {listing.isError && !listing.data ? (
            <LoadFailed query={listing} />
          ) : (
            <FileTable
              items={listing.items}
              selectedPaths={selectedPaths}
              cutPath={cut?.path ?? null}
              loading={listing.isPending}
              picker={Boolean(onPick)}
              sort={sort}
              onSort={setSort}
              onToggle={(item) => setSelection((current) => toggleItem(current, item))}
              onNearEnd={loadMore}
              revealPath={selection.single?.path ?? null}
              onOpenFolder={(folder) => openFolder(folder)}
              onDownload={actions.download}
              onEdit={(file) => setDialog({ kind: 'edit', file })}
              onCut={(file) => {
                if (cutToast.current !== null) toasts.dismiss(cutToast.current);
                setCut(file);
                cutToast.current = toasts.neutral(t('files.toasts.cut', { name: file.name }));
              }}
              onDelete={(item) => setDialog({ kind: 'delete', item })}
            />
          )}
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
        warning={deleteWarning}
        onCancel={() => setDialog(null)}
        onConfirm={async () => {
          if (dialog?.kind !== 'delete') return;
          await actions.deleteItem(dialog.item);
          if (cut && (cut.path === dialog.item.path || cut.path.startsWith(dialog.item.path))) forgetCut();
          setDialog(null);
        }}
      />
    </div>
  );
}
