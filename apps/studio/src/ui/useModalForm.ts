import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { type DefaultValues, type FieldValues, useForm } from 'react-hook-form';
import type { z } from 'zod';

/** A modal's form: checked by `schema` once a field is touched, back to `values` each time the modal opens. */
export function useModalForm<T extends FieldValues>(schema: z.ZodType<T, T>, values: T, open: boolean) {
  const form = useForm<T>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: values as DefaultValues<T>,
  });
  const { reset } = form;
  // biome-ignore lint/correctness/useExhaustiveDependencies: back to `values` only when the modal opens
  useEffect(() => {
    if (open) reset(values);
  }, [open, reset]);
  return form;
}
