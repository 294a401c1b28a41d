import { useId, useState } from 'react';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogContent from '@mui/material/DialogContent';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { PEOPLE_SEARCH_MIN_LENGTH } from '@creators/contracts';
import { serverMessage } from '../graphql/errors';
import { errorCode, refetchActive } from '../graphql/writeFailures';
import { CancelActions, DialogSubtitle, FormDialog } from '../ui/FormDialog';
import { initials, personName } from '../ui/people';
import { useToast } from '../ui/toast/ToastProvider';
import { useDebouncedValue } from '../ui/useDebouncedValue';
import { useRelogin } from '../ui/useRelogin';
import { ADD_PROGRAMME_ORGANISER_MUTATION, ORGANISER_CANDIDATES_QUERY } from './graphql';
import { STAFF_PROGRAMME_LISTS } from './CreateProgrammeDialog';
import { useProgrammesT } from './messages';

const DIALOG_ID = 'add-organiser';
/** Refusals the server explains (not an organiser, an unknown programme, …). */
const EXPLAINED = new Set(['BAD_USER_INPUT', 'FORBIDDEN', 'NOT_FOUND', 'CONFLICT']);

/**
 * 'Add organiser' (staff, or an organiser of the programme): find a person by the start of their name, as the
 * invitation dialog does, and name them organiser.
 */
export function AddOrganiserDialog({
  open,
  onClose,
  programme,
}: {
  open: boolean;
  onClose(): void;
  programme: { id: string; name: string };
}) {
  const t = useProgrammesT();
  return (
    <FormDialog
      id={DIALOG_ID}
      open={open}
      onClose={onClose}
      title={t('programmes.organiser.addTo', { name: programme.name })}
    >
      <FindOrganiser programme={programme} onDone={onClose} />
    </FormDialog>
  );
}

function FindOrganiser({ programme, onDone }: { programme: { id: string; name: string }; onDone(): void }) {
  const t = useProgrammesT();
  const client = useApolloClient();
  const { toast } = useToast();
  const { handleUnauthorized } = useRelogin();
  const [search, setSearch] = useState('');
  const settled = useDebouncedValue(search.trim());
  const hintId = useId();
  const searching = settled.length >= PEOPLE_SEARCH_MIN_LENGTH;
  const { data, loading } = useQuery(ORGANISER_CANDIDATES_QUERY, {
    variables: { search: settled },
    skip: !searching,
    errorPolicy: 'all',
  });
  const [addOrganiser, { loading: adding }] = useMutation(ADD_PROGRAMME_ORGANISER_MUTATION);
  const [failure, setFailure] = useState<string | null>(null);
  const people = searching ? (data?.people ?? []) : [];

  const add = async (person: { id: string; firstName: string; lastName: string }) => {
    setFailure(null);
    try {
      await addOrganiser({ variables: { programmeId: programme.id, userId: person.id } });
    } catch (error) {
      if (handleUnauthorized(error)) return;
      const code = errorCode(error);
      // Shown in the dialog: while it is open, a toast is hidden from screen readers.
      setFailure((code && EXPLAINED.has(code) && serverMessage(error)) || t('programmes.organiser.failed'));
      return;
    }
    toast({
      title: t('programmes.organiser.done', { name: personName(person), programme: programme.name }),
    });
    void refetchActive(client, STAFF_PROGRAMME_LISTS);
    onDone();
  };

  return (
    <>
      <DialogContent sx={{ pt: 0 }}>
        <DialogSubtitle dialogId={DIALOG_ID}>{t('programmes.organiser.subtitle')}</DialogSubtitle>
        {failure && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {failure}
          </Alert>
        )}
        <TextField
          fullWidth
          label={t('programmes.organiser.search')}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          helperText={t('programmes.organiser.searchHint', { min: PEOPLE_SEARCH_MIN_LENGTH })}
          slotProps={{
            htmlInput: { maxLength: 100, 'aria-describedby': hintId },
            formHelperText: { id: hintId },
          }}
        />
        {searching && !loading && people.length === 0 && (
          <Typography role="status" variant="body2" color="text.secondary" sx={{ mt: 2 }}>
            {t('programmes.organiser.noResults')}
          </Typography>
        )}
        {people.length > 0 && (
          <Stack
            component="ul"
            aria-label={t('programmes.organiser.results')}
            spacing={1}
            sx={{ listStyle: 'none', p: 0, mt: 2, mb: 0 }}
          >
            {people.map((person) => {
              const name = personName(person);
              return (
                <Box component="li" key={person.id} sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
                  <Avatar
                    src={person.profileImageUrl ?? undefined}
                    alt=""
                    aria-hidden
                    sx={{ width: 32, height: 32, fontSize: 13, bgcolor: 'primary.main' }}
                  >
                    {initials(person)}
                  </Avatar>
                  <Typography sx={{ flex: 1, minWidth: 0 }}>{name}</Typography>
                  <Button
                    size="small"
                    variant="outlined"
                    disabled={adding}
                    aria-label={t('programmes.organiser.chooseNamed', { name })}
                    onClick={() => void add(person)}
                    sx={{ flexShrink: 0, whiteSpace: 'nowrap' }}
                  >
                    {t('programmes.organiser.choose')}
                  </Button>
                </Box>
              );
            })}
          </Stack>
        )}
      </DialogContent>
      <CancelActions onCancel={onDone} />
    </>
  );
}
