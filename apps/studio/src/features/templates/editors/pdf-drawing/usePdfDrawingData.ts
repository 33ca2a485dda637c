import type { PdfDrawingKind, PdfFontStyle } from '@carrier/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { execute, request } from '../../../../api/client';
import { session } from '../../../../api/session';
import { fileUrl } from '../../../files/file-paths';
import { refreshToken } from '../../../files/upload-request';
import { PdfDrawingTemplateQuery, PdfFontFamiliesQuery, RenderPdfDrawingQuery } from './graphql';

export type Drawing = {
  id: string;
  kind: PdfDrawingKind;
  page: number;
  liquidSource: string;
  point1: { x: number; y: number };
  point2: { x: number; y: number };
  textAlignment: 'LEFT' | 'CENTER' | 'RIGHT';
  verticalAlignment: 'TOP' | 'CENTER' | 'BOTTOM';
  font: { familyName: string; emSize: number; fontStyle: PdfFontStyle };
};

export const drawingsKey = (templateId: string) => ['templates', 'pdf-drawing', templateId, 'drawings'];

/** The template's boxes as stored; every box operation saves at once and then reloads them. */
export function useDrawings(templateId: string) {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: drawingsKey(templateId),
    queryFn: async (): Promise<Drawing[]> => {
      const template = (await request(PdfDrawingTemplateQuery, { id: templateId })).templates?.list?.[0];
      return ((template && 'drawings' in template ? template.drawings : null) ?? []) as Drawing[];
    },
  });
  const reload = useCallback(
    () => queryClient.invalidateQueries({ queryKey: drawingsKey(templateId) }),
    [queryClient, templateId],
  );
  return { drawings: query.data ?? [], loaded: query.isSuccess, updatedAt: query.dataUpdatedAt, reload };
}

export function useFontFamilies() {
  return (
    useQuery({
      queryKey: ['templates', 'pdf-drawing', 'fonts'],
      queryFn: async () => (await request(PdfFontFamiliesQuery, {})).pdfDrawingFontFamilies,
      staleTime: Number.POSITIVE_INFINITY,
    }).data ?? []
  );
}

/** The uploaded PDF's bytes from the file service (with the session's token). */
export function usePdfFile(fileKey: string) {
  return useQuery({
    queryKey: ['templates', 'pdf-drawing', 'file', fileKey],
    enabled: fileKey !== '',
    staleTime: Number.POSITIVE_INFINITY,
    queryFn: async () => {
      const get = () => {
        const token = session.accessToken();
        return fetch(fileUrl(fileKey), { headers: token ? { authorization: `Bearer ${token}` } : {} });
      };
      let response = await get();
      if (response.status === 401) {
        await refreshToken();
        response = await get();
      }
      if (!response.ok) throw new Error(`${response.status} ${fileKey}`);
      return new Uint8Array(await response.arrayBuffer());
    },
  });
}

const fromBase64 = (text: string) => Uint8Array.from(atob(text), (character) => character.charCodeAt(0));

/** The rendered PDF while the preview is on: the saved template with the preview data. */
export function useRenderedPdf(templateId: string, data: Record<string, unknown> | null, version: number) {
  const dataJson = data ? JSON.stringify(data) : null;
  return useQuery({
    queryKey: ['templates', 'pdf-drawing', templateId, 'render', dataJson, version],
    enabled: dataJson !== null,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
    queryFn: async () => {
      const answer = await execute(RenderPdfDrawingQuery, {
        templateId,
        input: { name: 'data', contentJsonString: dataJson },
      });
      const result = answer.data?.renderPdfDrawingTemplate;
      const errors = (result?.errors ?? answer.errors.map((error) => error.message)).filter((error): error is string =>
        Boolean(error),
      );
      if (result?.status !== 'success' || !result.base64) return { pdf: null, errors };
      // A success's errors are its warnings (a box's unknown filter): the debug console shows them.
      return { pdf: fromBase64(result.base64), errors };
    },
  });
}
