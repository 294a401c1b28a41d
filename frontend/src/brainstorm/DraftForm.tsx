import { useId } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { CHALLENGE_CATEGORIES } from '@creators/contracts';
import type { ShownDraft } from './shownBrainstorm';
import { useBrainstormT } from './messages';
import type { BrainstormController } from './useBrainstorm';
import { useDraftForm } from './useDraftForm';

/** The creation phase: Isla's draft, editable, published as a challenge. */
export function DraftForm({ controller, draft }: { controller: BrainstormController; draft: ShownDraft }) {
  const t = useBrainstormT();
  const headingId = useId();
  const { values, errors, set, onSubmit } = useDraftForm(draft, controller.create);

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      aria-labelledby={headingId}
      sx={{ p: 2, borderRadius: 2, border: 1, borderColor: 'primary.light', bgcolor: 'background.paper' }}
    >
      <Typography id={headingId} variant="h3" component="h3" sx={{ fontSize: '1.05rem' }}>
        {t('brainstorm.form.heading')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('brainstorm.form.intro')}
      </Typography>
      <Stack spacing={2}>
        <TextField
          label={t('brainstorm.form.title')}
          value={values.title}
          onChange={set('title')}
          required
          error={!!errors.title}
          helperText={errors.title}
          fullWidth
        />
        <TextField
          label={t('brainstorm.form.description')}
          value={values.description}
          onChange={set('description')}
          required
          multiline
          minRows={4}
          maxRows={12}
          error={!!errors.description}
          helperText={errors.description}
          fullWidth
        />
        <TextField
          select
          label={t('brainstorm.form.category')}
          value={values.category}
          onChange={set('category')}
          required
          error={!!errors.category}
          helperText={errors.category}
          fullWidth
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        >
          <MenuItem value="" disabled>
            {t('brainstorm.form.categoryChoose')}
          </MenuItem>
          {CHALLENGE_CATEGORIES.map((category) => (
            <MenuItem key={category} value={category}>
              {t(`brainstorm.category.${category}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          label={t('brainstorm.form.tags')}
          value={values.tags}
          onChange={set('tags')}
          error={!!errors.tags}
          helperText={errors.tags}
          fullWidth
        />
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: 'space-between' }}>
          <Button
            variant="outlined"
            startIcon={<ArrowBackIcon />}
            onClick={controller.backToRefinement}
            disabled={controller.creating}
          >
            {t('brainstorm.form.back')}
          </Button>
          <Button type="submit" variant="contained" disabled={controller.creating}>
            {controller.creating ? t('brainstorm.form.creating') : t('brainstorm.form.create')}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
