import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { useMutation, useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { z } from 'zod';
import { createCohortCodeSchema, MODERATION_LIMITS } from '@creators/contracts';
import { LIST_PAGE_SIZE, useLoadMore } from '../../graphql/paging';
import { useDialogSubmit, useFieldProps, useZodForm } from '../../ui/dialogForm';
import { DialogForm, FormDialog } from '../../ui/FormDialog';
import { LoadErrorPanel } from '../../ui/listPage';
import { LoadMore } from '../../ui/LoadMore';
import { useToast } from '../../ui/toast/ToastProvider';
import { COHORT_CODES_QUERY, CREATE_COHORT_CODE_MUTATION, type CohortCode } from '../graphql';
import { useStaffT } from '../staffMessages';
import { staffFailureText, STAFF_LISTS } from './useStaffAction';

/** The registration address that fills in a cohort code (docs/product.md §14): /register/student?code=CODE. */
export function registrationLink(code: string, origin = window.location.origin): string {
  return `${origin}/register/student?code=${encodeURIComponent(code)}`;
}

/** Whether a moment is over (a code's end). */
const isPast = (iso: string) => new Date(iso).getTime() < Date.now();

/**
 * 'Cohort codes' (docs/product.md §14): each code with its name, end and uses, and 'New cohort code' (name, valid
 * until, maximum uses), after which its registration link is shown to copy.
 */
export function CohortCodesSection() {
  const t = useStaffT();
  const intl = useIntl();
  const codes = useQuery(COHORT_CODES_QUERY, { variables: { first: LIST_PAGE_SIZE }, errorPolicy: 'none' });
  const page = codes.data?.cohortCodes;
  const paging = useLoadMore(page, codes.fetchMore);
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<CohortCode | null>(null);
  const day = (iso: string) => intl.formatDate(new Date(iso), { dateStyle: 'medium' });

  let list;
  if (!page && codes.error)
    list = <LoadErrorPanel onRetry={() => void codes.refetch().catch(() => undefined)} />;
  else if (!page)
    list = (
      <Typography variant="body2" color="text.secondary">
        {t('page.loading')}
      </Typography>
    );
  else if (page.nodes.length === 0) list = <Typography>{t('staff.cohorts.empty')}</Typography>;
  else
    list = (
      <>
        <TableContainer>
          <Table size="small" aria-label={t('staff.cohorts.table')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('staff.cohorts.name')}</TableCell>
                <TableCell>{t('staff.cohorts.code')}</TableCell>
                <TableCell>{t('staff.cohorts.validUntil')}</TableCell>
                <TableCell>{t('staff.cohorts.uses')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {page.nodes.map((code) => (
                <TableRow key={code.id}>
                  <TableCell>{code.name}</TableCell>
                  <TableCell sx={{ fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace' }}>
                    {code.code}
                  </TableCell>
                  <TableCell>
                    <time dateTime={code.validUntil}>{day(code.validUntil)}</time>
                    {isPast(code.validUntil) && ` · ${t('staff.cohorts.expired')}`}
                  </TableCell>
                  <TableCell>{t('staff.cohorts.usesOf', { uses: code.uses, max: code.maxUses })}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
        <LoadMore hasMore={paging.hasMore} loading={paging.loadingMore} onLoadMore={paging.loadMore} />
      </>
    );

  return (
    <Stack spacing={2}>
      <Box
        sx={{
          display: 'flex',
          gap: 2,
          alignItems: 'center',
          justifyContent: 'space-between',
          flexWrap: 'wrap',
        }}
      >
        <Typography color="text.secondary">{t('staff.cohorts.hint')}</Typography>
        <Button variant="contained" onClick={() => setCreating(true)}>
          {t('staff.cohorts.new')}
        </Button>
      </Box>
      {created && <RegistrationLink code={created} />}
      {list}
      <FormDialog
        id="staff-cohort"
        open={creating}
        onClose={() => setCreating(false)}
        title={t('staff.cohorts.new')}
      >
        <CohortCodeForm onClose={() => setCreating(false)} onCreated={setCreated} />
      </FormDialog>
    </Stack>
  );
}

/** The new code's registration link, in a read-only field (to select) with 'Copy link'. */
function RegistrationLink({ code }: { code: CohortCode }) {
  const t = useStaffT();
  const { toast } = useToast();
  const fieldId = useId();
  const link = registrationLink(code.code);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      toast({ title: t('staff.cohorts.copied') });
    } catch {
      // No clipboard (an insecure page, an old browser): the field holds the link, selected to copy by hand.
      (document.getElementById(fieldId) as HTMLInputElement | null)?.select();
    }
  };
  return (
    <Alert severity="success" role="status">
      <Typography sx={{ mb: 1.5 }}>{t('staff.cohorts.created', { code: code.code })}</Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
        <TextField
          id={fieldId}
          label={t('staff.cohorts.link', { name: code.name })}
          value={link}
          size="small"
          fullWidth
          slotProps={{ htmlInput: { readOnly: true }, inputLabel: { shrink: true } }}
          onFocus={(event) => event.target.select()}
        />
        <Button variant="outlined" onClick={() => void copy()} sx={{ flexShrink: 0 }}>
          {t('staff.cohorts.copy')}
        </Button>
      </Stack>
    </Alert>
  );
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The end (local, the last moment) of a yyyy-mm-dd date, or null: a code is valid through the day it names. */
export function endOfDate(date: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return null;
  const end = new Date(`${date}T23:59:59.999`);
  return Number.isNaN(end.getTime()) ? null : end;
}

const cohortFormSchema = z.object({
  name: createCohortCodeSchema.shape.name,
  validUntil: z.string().refine((date) => {
    const end = endOfDate(date)?.getTime();
    const now = Date.now();
    return Boolean(end && end > now && end <= now + (MODERATION_LIMITS.maxDaysAhead + 1) * DAY_MS);
  }, 'validation.cohort.validUntil'),
  maxUses: z.coerce
    .number('validation.cohort.maxUses')
    .int('validation.cohort.maxUses')
    .min(1, 'validation.cohort.maxUses')
    .max(MODERATION_LIMITS.cohortMaxUsesMax, 'validation.cohort.maxUses'),
});

function CohortCodeForm({ onClose, onCreated }: { onClose(): void; onCreated(code: CohortCode): void }) {
  const t = useStaffT();
  const [createCohortCode] = useMutation(CREATE_COHORT_CODE_MUTATION);
  const form = useZodForm(cohortFormSchema, { name: '', validUntil: '', maxUses: 30 });
  const field = useFieldProps(form);
  const submit = useDialogSubmit(form, {
    save: async ({ name, validUntil, maxUses }) => {
      const result = await createCohortCode({
        variables: { input: { name, validUntil: endOfDate(validUntil)!.toISOString(), maxUses } },
      });
      if (result.data?.createCohortCode) onCreated(result.data.createCohortCode);
    },
    fields: ['name', 'validUntil', 'maxUses'],
    created: { title: t('staff.log.action.create_cohort_code'), description: '' },
    failed: t('staff.cohorts.createFailed'),
    lists: STAFF_LISTS,
    onClose,
    failureText: staffFailureText,
  });
  return (
    <DialogForm
      dialogId="staff-cohort"
      subtitle={t('staff.cohorts.new.subtitle')}
      failure={submit.failure}
      onSubmit={(event) => void submit.onSubmit(event)}
      onCancel={submit.onCancel}
      submitting={submit.submitting}
      submitLabel={t('staff.cohorts.create')}
      submittingLabel={t('staff.cohorts.creating')}
    >
      <TextField {...field('name')} label={t('staff.cohorts.name')} required />
      <TextField
        {...field('validUntil')}
        type="date"
        label={t('staff.cohorts.validUntil')}
        required
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <TextField
        {...field('maxUses', t('staff.cohorts.maxUsesHint'))}
        type="number"
        label={t('staff.cohorts.maxUses')}
        required
        slotProps={{ htmlInput: { min: 1, max: MODERATION_LIMITS.cohortMaxUsesMax, step: 1 } }}
      />
    </DialogForm>
  );
}
