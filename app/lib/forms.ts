import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type FieldValues, type Path, type UseFormProps } from 'react-hook-form';
import type { z } from 'zod';

/**
 * react-hook-form with a shared contract schema (DESIGN.md "One contract"). Checks run on
 * submit; a field's error clears as soon as that field is edited (reading-side.md §5).
 */
export function useContractForm<S extends z.ZodType<FieldValues, FieldValues>>(
  schema: S,
  options: Omit<UseFormProps<z.input<S>, unknown, z.output<S>>, 'resolver'> = {},
) {
  const form = useForm<z.input<S>, unknown, z.output<S>>({
    resolver: zodResolver(schema as never) as never,
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    ...options,
  });
  const field = (name: Path<z.input<S>>, onEdit?: () => void) =>
    form.register(name, {
      onChange: () => {
        form.clearErrors(name);
        onEdit?.();
      },
    });
  return { ...form, field };
}
