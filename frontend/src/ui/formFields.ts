import type { UseFormRegisterReturn } from 'react-hook-form';

/** Adapts react-hook-form's register() to MUI's TextField (whose input ref is `inputRef`). */
export function muiField<Name extends string>({ ref, ...rest }: UseFormRegisterReturn<Name>) {
  return { ...rest, inputRef: ref };
}
