import { z } from 'zod';
import TextField from '@mui/material/TextField';
import { createTeamSchema, LIMITS } from '@creators/contracts';
import type { useFieldProps } from '../ui/dialogForm';
import { NativeSelectField } from '../ui/FormDialog';
import { useTeamsT } from './messages';

/** createTeamSchema, with the select's empty choice meaning "no challenge". */
export const teamFormSchema = createTeamSchema.extend({
  challengeId: z.preprocess(
    (value) => (value === '' ? undefined : value),
    createTeamSchema.shape.challengeId,
  ),
});

const TEAM_SIZES = Array.from(
  { length: LIMITS.teamSizeMax - LIMITS.teamSizeMin + 1 },
  (_, i) => LIMITS.teamSizeMin + i,
);

export type TeamFieldName = 'name' | 'description' | 'maxMembers' | 'challengeId';

type FieldBinder = (name: TeamFieldName, hint?: string) => ReturnType<ReturnType<typeof useFieldProps>>;

/**
 * Name, description, maximum members and the optional challenge (product.md §2.11), shared by 'Create Team' and
 * the leader's 'Edit team' (same rules and messages).
 */
export function TeamFormFields({
  field,
  challengeOptions,
}: {
  field: FieldBinder;
  challengeOptions: ReadonlyArray<{ id: string; title: string }>;
}) {
  const t = useTeamsT();
  return (
    <>
      <TextField
        {...field('name')}
        label={t('teams.form.name')}
        placeholder={t('teams.form.namePlaceholder')}
        required
        // An opened dialog moves focus to its first field (WAI-ARIA dialog pattern).
        // eslint-disable-next-line jsx-a11y/no-autofocus
        autoFocus
      />
      <TextField
        {...field('description')}
        label={t('teams.form.description')}
        placeholder={t('teams.form.descriptionPlaceholder')}
        multiline
        minRows={3}
      />
      <NativeSelectField
        {...field('maxMembers')}
        label={t('teams.form.maxMembers')}
        options={TEAM_SIZES.map((size) => ({
          value: String(size),
          label: t('teams.form.maxMembersOption', { count: size }),
        }))}
      />
      <NativeSelectField
        {...field('challengeId')}
        label={t('teams.form.challenge')}
        options={challengeOptions.map((option) => ({ value: option.id, label: option.title }))}
      >
        <option value="">{t('teams.form.noChallenge')}</option>
      </NativeSelectField>
    </>
  );
}

/** The challenges to choose from: the page's list, with the current one first even before the list has loaded. */
export function withChallenge(
  choices: ReadonlyArray<{ id: string; title: string }>,
  current: { id: string; title: string } | null,
): Array<{ id: string; title: string }> {
  const options = choices.map(({ id, title }) => ({ id, title }));
  if (current && !options.some((c) => c.id === current.id))
    options.unshift({ id: current.id, title: current.title });
  return options;
}
