import { zodResolver } from '@hookform/resolvers/zod';
import { type DefaultValues, type FieldValues, get, type Path, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
// The recovery forms run outside the signed-in pages, which set this up before they load.
import '../zod-csp';

/**
 * A form checked by `schema`, whose messages are i18n keys: a field once it is left (then as it
 * changes), every field on submit. `fieldError(name)` is that field's message in the user's words.
 */
export function useZodForm<T extends FieldValues>(schema: z.ZodType<T, T>, values: T) {
  const { t } = useTranslation();
  const form = useForm<T>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: values as DefaultValues<T>,
  });
  const { errors } = form.formState;
  const fieldError = (name: Path<T>): string | undefined => {
    const error: { message?: unknown } | undefined = get(errors, name);
    return typeof error?.message === 'string' && error.message ? t(error.message) : undefined;
  };
  return { ...form, fieldError };
}
