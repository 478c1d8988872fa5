import { useState } from 'react';
import { useForm, type FieldValues, type Path, type Resolver, type UseFormProps } from 'react-hook-form';
import type { z } from 'zod';

/** Loads a form's contract schema, e.g. `() => import('…/auth.schema').then((m) => m.loginSchema)`. */
export type SchemaLoader<S> = () => Promise<S>;

interface LazyResolver {
  resolver: Resolver<FieldValues, unknown, FieldValues>;
  /** Starts loading the schema and zod's resolver (no-op once started). */
  preload(): void;
}

/**
 * Decision 0032: zod, the schemas and the zod resolver (about 40 KB gzipped) are not part of a
 * first visit to a form page. They load on the first edit of a field, or on submit at the
 * latest, and then check exactly as the eager resolver would: the same schema, the same messages.
 */
function lazyZodResolver(loadSchema: SchemaLoader<z.ZodType<FieldValues, FieldValues>>): LazyResolver {
  let loading: Promise<Resolver<FieldValues, unknown, FieldValues>> | undefined;
  const load = () => {
    if (!loading) {
      loading = Promise.all([loadSchema(), import('@hookform/resolvers/zod')]).then(
        ([schema, { zodResolver }]) => zodResolver(schema as never) as unknown as Resolver<FieldValues, unknown, FieldValues>,
      );
      // A failed download (offline for a moment) is tried again on the next submit.
      loading.catch(() => {
        loading = undefined;
      });
    }
    return loading;
  };
  return {
    resolver: async (values, context, options) => (await load())(values, context, options),
    preload: () => void load().catch(() => undefined),
  };
}

/**
 * react-hook-form with a shared contract schema (DESIGN.md "One contract"). Checks run on
 * submit; a field's error clears as soon as that field is edited (reading-side.md §5). The
 * schema comes through a loader so that zod stays off the first visit (lazyZodResolver).
 */
export function useContractForm<S extends z.ZodType<FieldValues, FieldValues>>(
  loadSchema: SchemaLoader<S>,
  options: Omit<UseFormProps<z.input<S>, unknown, z.output<S>>, 'resolver'> = {},
) {
  const [{ resolver, preload }] = useState(() => lazyZodResolver(loadSchema));
  const form = useForm<z.input<S>, unknown, z.output<S>>({
    resolver: resolver as never,
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    ...options,
  });
  const field = (name: Path<z.input<S>>, onEdit?: () => void) =>
    form.register(name, {
      onChange: () => {
        preload();
        form.clearErrors(name);
        onEdit?.();
      },
    });
  return { ...form, field };
}
