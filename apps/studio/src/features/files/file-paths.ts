import { environment } from '../../api/environment';

/** A key in a file-service URL: each segment percent-encoded, the slashes kept. */
export function encodeKeyPath(key: string): string {
  return key.split('/').map(encodeURIComponent).join('/');
}

/** The file-service address of a file; public links name the tenant for readers without a token. */
export function fileUrl(key: string, options: { download?: boolean; publicLink?: boolean } = {}): string {
  const { filesUrl, tenantId } = environment();
  const query = new URLSearchParams();
  if (options.publicLink) query.set('tenantIdIfNoToken', tenantId);
  if (options.download) query.set('download', '1');
  const search = query.toString();
  return `${filesUrl}/${encodeKeyPath(key)}${search ? `?${search}` : ''}`;
}

/** A folder's display name: the second-to-last segment of a path ending in a slash. */
export function folderName(prefix: string): string {
  const segments = prefix.split('/');
  return segments[segments.length - 2] ?? '';
}

/** The breadcrumb of a folder: one crumb per folder from the bucket's root down. */
export function crumbsOf(prefix: string): Array<{ name: string; prefix: string }> {
  const names = prefix.split('/').filter(Boolean);
  return names.map((name, index) => ({ name, prefix: `${names.slice(0, index + 1).join('/')}/` }));
}

export function parentFolderOf(key: string): string {
  return key.slice(0, key.lastIndexOf('/') + 1);
}

/** 'report.final.pdf' → { base: 'report.final', extension: '.pdf' } */
export function splitFileName(fileName: string): { base: string; extension: string } {
  const dot = fileName.lastIndexOf('.');
  return dot > 0 ? { base: fileName.slice(0, dot), extension: fileName.slice(dot) } : { base: fileName, extension: '' };
}

/** The key after renaming or moving: a new base name in a folder, the extension kept. */
export function editedKey(key: string, base: string, folder: string): string {
  const { extension } = splitFileName(key.slice(key.lastIndexOf('/') + 1));
  const cleanFolder = folder.trim().replace(/^\/+/, '').replace(/\/*$/, '/');
  return `${cleanFolder === '/' ? '' : cleanFolder}${base.trim()}${extension}`;
}
