import { useIntl } from 'react-intl';
import { z } from 'zod';
import { useMutation } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { MENTORING_LIMITS, projectFeedbackSchema } from '@creators/contracts';
import {
  GIVE_PROJECT_FEEDBACK_MUTATION,
  type ProjectPageData,
  type ProjectPageFeedback,
} from '../graphql/projectPage';
import { useDialogSubmit, useFieldProps, useZodForm } from '../ui/dialogForm';
import { formatDay } from '../ui/domainLabels';
import { refusalText } from '../ui/editFailures';
import { NativeSelectField } from '../ui/FormDialog';
import { PageSection, PersonLink } from '../ui/entityPage';
import { personName } from '../ui/people';
import { useProjectPageT } from './pageMessages';

/** The rubric a mentor scores a project by (docs/product.md §12.4). */
const FEEDBACK_CRITERIA = ['problem', 'solution', 'prototype', 'presentation'] as const;
type FeedbackCriterion = (typeof FEEDBACK_CRITERIA)[number];

/** What a mentor's feedback changes on screen: the project's page and the mentor's 'waiting for feedback'. */
const FEEDBACK_LISTS = ['ProjectPage', 'ProjectsAwaitingMyFeedback'] as const;

const SCORE_VALUES = Array.from(
  { length: MENTORING_LIMITS.scoreMax - MENTORING_LIMITS.scoreMin + 1 },
  (_, i) => MENTORING_LIMITS.scoreMin + i,
);

/** A select's value ('' until chosen) as a score of the rubric. */
const score = z.coerce
  .number({ error: 'validation.feedback.score' })
  .int({ error: 'validation.feedback.score' })
  .min(MENTORING_LIMITS.scoreMin, { error: 'validation.feedback.score' })
  .max(MENTORING_LIMITS.scoreMax, { error: 'validation.feedback.score' });

/**
 * The rubric's scores beside the notes, as `<criterion>Score` (react-hook-form refuses a field named 'prototype');
 * the input nests them under `scores`.
 */
const feedbackFormSchema = z.object({
  notes: projectFeedbackSchema.shape.notes,
  problemScore: score,
  solutionScore: score,
  prototypeScore: score,
  presentationScore: score,
});
const scoreField = (criterion: FeedbackCriterion) => `${criterion}Score` as const;

type ProjectPageT = ReturnType<typeof useProjectPageT>;
const criterionLabel = (t: ProjectPageT, criterion: FeedbackCriterion) =>
  t(`projectPage.feedback.${criterion}`);

/**
 * docs/product.md §12.4: the mentors' feedback on the project (notes for every signed-in viewer, the rubric's scores
 * for the team and its mentors, as the server answers them) and, for a mentor of the team, 'Give feedback'.
 */
export function ProjectFeedback({ project }: { project: ProjectPageData }) {
  const t = useProjectPageT();
  return (
    <PageSection id="project-feedback" title={t('projectPage.feedback')}>
      {project.feedback.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('projectPage.feedback.none')}
        </Typography>
      ) : (
        <Stack
          component="ul"
          aria-label={t('projectPage.feedback')}
          spacing={2}
          sx={{ listStyle: 'none', p: 0, m: 0 }}
        >
          {project.feedback.map((feedback) => (
            <FeedbackItem key={feedback.id} feedback={feedback} />
          ))}
        </Stack>
      )}
      {project.canGiveFeedback && <FeedbackForm project={project} />}
    </PageSection>
  );
}

function FeedbackItem({ feedback }: { feedback: ProjectPageFeedback }) {
  const t = useProjectPageT();
  const intl = useIntl();
  const name = feedback.mentor ? personName(feedback.mentor) : t('page.unknownPerson');
  const { scores } = feedback;
  return (
    <Box component="li">
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
        {feedback.mentor ? <PersonLink person={feedback.mentor} /> : <Typography>{name}</Typography>}
        <Typography variant="body2" color="text.secondary">
          <time dateTime={feedback.createdAt}>{formatDay(intl, feedback.createdAt)}</time>
        </Typography>
      </Stack>
      <Typography variant="body2" sx={{ mt: 1, whiteSpace: 'pre-wrap' }}>
        {feedback.notes}
      </Typography>
      {scores && (
        <Box
          component="ul"
          aria-label={t('projectPage.feedback.scores', { name })}
          sx={{ listStyle: 'none', p: 0, m: 0, mt: 1, display: 'flex', flexWrap: 'wrap', columnGap: 2 }}
        >
          {FEEDBACK_CRITERIA.map((criterion) => (
            <Typography key={criterion} component="li" variant="body2" color="text.secondary">
              {t('projectPage.feedback.score', {
                label: criterionLabel(t, criterion),
                value: scores[criterion],
                max: MENTORING_LIMITS.scoreMax,
              })}
            </Typography>
          ))}
        </Box>
      )}
    </Box>
  );
}

/**
 * The mentor's form for a new feedback, empty: every feedback sent is kept with its date, and the list above shows
 * the history newest first (docs/product.md §12.4).
 */
function FeedbackForm({ project }: { project: ProjectPageData }) {
  const t = useProjectPageT();
  const [giveFeedback] = useMutation(GIVE_PROJECT_FEEDBACK_MUTATION);
  const form = useZodForm(feedbackFormSchema, {
    notes: '',
    problemScore: '',
    solutionScore: '',
    prototypeScore: '',
    presentationScore: '',
  });
  const field = useFieldProps(form);
  const { failure, onSubmit, submitting } = useDialogSubmit(form, {
    save: (values) =>
      giveFeedback({
        variables: {
          projectId: project.id,
          input: {
            notes: values.notes,
            scores: {
              problem: values.problemScore,
              solution: values.solutionScore,
              prototype: values.prototypeScore,
              presentation: values.presentationScore,
            },
          },
        },
      }),
    fields: ['notes'],
    created: {
      title: t('projectPage.feedback.sent'),
      description: t('projectPage.feedback.sentDescription'),
    },
    failed: t('projectPage.feedback.failed'),
    failureText: refusalText,
    lists: FEEDBACK_LISTS,
    // Sent: the form is empty again for the next one.
    onClose: () => form.reset(),
  });
  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      aria-labelledby="give-feedback"
      sx={{ mt: 2 }}
    >
      <Divider sx={{ mb: 2 }} />
      <Typography id="give-feedback" variant="h3" sx={{ fontSize: '1rem', mb: 0.5 }}>
        {t('projectPage.feedback.give')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('projectPage.feedback.hint')}
      </Typography>
      {failure && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {failure}
        </Alert>
      )}
      <Stack spacing={2}>
        <TextField
          {...field('notes')}
          label={t('projectPage.feedback.notes')}
          multiline
          minRows={4}
          required
        />
        {FEEDBACK_CRITERIA.map((criterion) => (
          <NativeSelectField
            key={criterion}
            {...field(scoreField(criterion))}
            label={criterionLabel(t, criterion)}
            required
            options={SCORE_VALUES.map((value) => ({
              value: String(value),
              label: t('projectPage.feedback.option', { value, max: MENTORING_LIMITS.scoreMax }),
            }))}
          >
            <option value="">{t('projectPage.feedback.choose')}</option>
          </NativeSelectField>
        ))}
        <Box>
          <Button type="submit" variant="contained" disabled={submitting}>
            {submitting ? t('projectPage.feedback.sending') : t('projectPage.feedback.send')}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
