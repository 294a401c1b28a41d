import { useState, type FormEvent } from 'react';
import { createChallengeSchema, type CreateChallengeInput } from '@creators/contracts';
import { useMessageText } from '../i18n/useT';
import { splitTags } from '../ui/listItems';
import type { ShownDraft } from './shownBrainstorm';

type DraftField = 'title' | 'description' | 'category' | 'tags';
type DraftInput = Pick<CreateChallengeInput, 'title' | 'description' | 'category' | 'tags'>;

const formValues = (draft: ShownDraft) => ({
  title: draft.title,
  description: draft.description,
  category: draft.category as string,
  tags: draft.tags.join(', '),
});

/**
 * The draft form's values (Isla's draft to start with) and field errors: on submit the values are checked with
 * the challenge schema, and only valid input reaches `publish`.
 */
export function useDraftForm(draft: ShownDraft, publish: (input: DraftInput) => Promise<unknown>) {
  const messageText = useMessageText();
  const [values, setValues] = useState(() => formValues(draft));
  const [errors, setErrors] = useState<Partial<Record<DraftField, string>>>({});
  // A new draft from the server (product.md §4.3: creation entered again) replaces the values until the person edits.
  const [shown, setShown] = useState(draft);
  const [edited, setEdited] = useState(false);
  if (draft !== shown) {
    setShown(draft);
    if (!edited) setValues(formValues(draft));
  }

  const set = (field: DraftField) => (event: { target: { value: string } }) => {
    setEdited(true);
    setValues((current) => ({ ...current, [field]: event.target.value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const input = {
      title: values.title,
      description: values.description,
      category: values.category,
      tags: splitTags(values.tags),
    };
    const parsed = createChallengeSchema.safeParse(input);
    if (!parsed.success) {
      const found: Partial<Record<DraftField, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as DraftField;
        if (field in values && !found[field]) found[field] = messageText(issue.message);
      }
      setErrors(found);
      return;
    }
    await publish({
      title: parsed.data.title,
      description: parsed.data.description,
      category: parsed.data.category,
      tags: parsed.data.tags,
    });
  };

  return { values, errors, set, onSubmit };
}
