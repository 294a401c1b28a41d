import type { ReactNode } from 'react';
import TextField from '@mui/material/TextField';
import type { useFieldProps } from '../ui/dialogForm';
import { useShowcaseT } from './messages';

export type ProjectFieldName = 'title' | 'description' | 'repositoryUrl' | 'demoUrl' | 'imageUrl';

type FieldBinder = (name: ProjectFieldName, hint?: string) => ReturnType<ReturnType<typeof useFieldProps>>;

/**
 * Title, description and the repository, demo and image links (product.md §2.13), shared by 'Showcase Project' and
 * the author's 'Edit project' (same rules and messages); `children` go between the description and the links
 * (the team, chosen on creation only).
 */
export function ProjectFormFields({ field, children }: { field: FieldBinder; children?: ReactNode }) {
  const t = useShowcaseT();
  return (
    <>
      {/* eslint-disable-next-line jsx-a11y/no-autofocus -- an opened dialog moves focus to its first field (WAI-ARIA dialog pattern) */}
      <TextField {...field('title')} label={t('showcase.form.titleLabel')} required autoFocus />
      <TextField
        {...field('description')}
        label={t('showcase.form.description')}
        required
        multiline
        minRows={3}
      />
      {children}
      <TextField
        {...field('repositoryUrl')}
        type="url"
        label={t('showcase.form.repositoryUrl')}
        placeholder="https://"
      />
      <TextField {...field('demoUrl')} type="url" label={t('showcase.form.demoUrl')} placeholder="https://" />
      <TextField
        {...field('imageUrl')}
        type="url"
        label={t('showcase.form.imageUrl')}
        placeholder="https://"
      />
    </>
  );
}
