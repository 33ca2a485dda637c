import { useEffect } from 'react';
import type { FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { useZodForm } from './useZodForm';

/** A modal's form (`useZodForm`), back to `values` each time the modal opens. */
export function useModalForm<T extends FieldValues>(schema: z.ZodType<T, T>, values: T, open: boolean) {
  const form = useZodForm(schema, values);
  const { reset } = form;
  // biome-ignore lint/correctness/useExhaustiveDependencies: back to `values` only when the modal opens
  useEffect(() => {
    if (open) reset(values);
  }, [open, reset]);
  return form;
}
