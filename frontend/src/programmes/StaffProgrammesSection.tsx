import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useQuery } from '@apollo/client/react';
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
import Typography from '@mui/material/Typography';
import { LIST_PAGE_SIZE, useLoadMore } from '../graphql/paging';
import { programmeManagePath, programmeName } from '../graphql/programmes';
import { useLocale } from '../i18n/LocaleProvider';
import { formatDay } from '../ui/domainLabels';
import { EntityLink } from '../ui/links';
import { LoadErrorPanel } from '../ui/listPage';
import { LoadMore } from '../ui/LoadMore';
import { personName } from '../ui/people';
import { AddOrganiserDialog } from './AddOrganiserDialog';
import { CreateProgrammeDialog, type CreatedProgramme } from './CreateProgrammeDialog';
import { STAFF_PROGRAMMES_QUERY, type StaffProgramme } from './graphql';
import { JoinCode } from './JoinCode';
import { labelOf, phaseId, useProgrammesT } from './messages';
import { WithProgrammesMessages } from './WithProgrammesMessages';

/**
 * The staff page's 'Programmes': every programme, newest first, each leading to its cohort view and with 'Add
 * organiser'; 'Create programme', after which the new programme's join code is shown to copy.
 */
export function StaffProgrammesSection() {
  return (
    <WithProgrammesMessages>
      <StaffProgrammes />
    </WithProgrammesMessages>
  );
}

function StaffProgrammes() {
  const t = useProgrammesT();
  const intl = useIntl();
  const { locale } = useLocale();
  const programmes = useQuery(STAFF_PROGRAMMES_QUERY, {
    variables: { first: LIST_PAGE_SIZE },
    errorPolicy: 'none',
  });
  const page = programmes.data?.programmes;
  const paging = useLoadMore(page, programmes.fetchMore);
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<CreatedProgramme | null>(null);
  const [organiserFor, setOrganiserFor] = useState<{ id: string; name: string } | null>(null);
  const nameOf = (programme: { name: string; nameDe?: string | null }) => programmeName(programme, locale);

  let list;
  if (!page && programmes.error)
    list = <LoadErrorPanel onRetry={() => void programmes.refetch().catch(() => undefined)} />;
  else if (!page)
    list = (
      <Typography variant="body2" color="text.secondary">
        {t('page.loading')}
      </Typography>
    );
  else if (page.nodes.length === 0) list = <Typography>{t('programmes.staff.empty')}</Typography>;
  else
    list = (
      <>
        <TableContainer>
          <Table size="small" aria-label={t('programmes.staff.table')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('programmes.staff.name')}</TableCell>
                <TableCell>{t('programmes.staff.phase')}</TableCell>
                <TableCell>{t('programmes.staff.members')}</TableCell>
                <TableCell>{t('programmes.staff.organisers')}</TableCell>
                <TableCell>{t('programmes.staff.code')}</TableCell>
                <TableCell>{t('programmes.staff.created')}</TableCell>
                <TableCell>{t('programmes.staff.actions')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {page.nodes.map((programme) => (
                <ProgrammeRow
                  key={programme.id}
                  programme={programme}
                  name={nameOf(programme)}
                  created={formatDay(intl, programme.createdAt)}
                  onAddOrganiser={() => setOrganiserFor({ id: programme.id, name: nameOf(programme) })}
                />
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
        <Typography color="text.secondary">{t('programmes.staff.hint')}</Typography>
        <Button variant="contained" onClick={() => setCreating(true)}>
          {t('programmes.create')}
        </Button>
      </Box>
      {created && (
        <Alert severity="success" role="status">
          <Typography sx={{ mb: 1.5 }}>
            {t('programmes.created', { name: nameOf(created), code: created.joinCode ?? '' })}
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
            {created.joinCode && <JoinCode code={created.joinCode} programmeName={nameOf(created)} />}
            <EntityLink to={programmeManagePath(created.id)} inText>
              {t('programmes.created.manage', { name: nameOf(created) })}
            </EntityLink>
          </Stack>
        </Alert>
      )}
      {list}
      <CreateProgrammeDialog open={creating} onClose={() => setCreating(false)} onCreated={setCreated} />
      {organiserFor && (
        <AddOrganiserDialog open onClose={() => setOrganiserFor(null)} programme={organiserFor} />
      )}
    </Stack>
  );
}

function ProgrammeRow({
  programme,
  name,
  created,
  onAddOrganiser,
}: {
  programme: StaffProgramme;
  name: string;
  created: string;
  onAddOrganiser(): void;
}) {
  const t = useProgrammesT();
  const organisers = programme.organisers.filter((person) => person.firstName || person.lastName);
  return (
    <TableRow>
      <TableCell>
        <EntityLink to={programmeManagePath(programme.id)} inText>
          {name}
        </EntityLink>
      </TableCell>
      <TableCell>
        {programme.currentPhase
          ? labelOf(t, phaseId(programme.currentPhase), programme.currentPhase)
          : t('programmes.phase.none')}
      </TableCell>
      <TableCell>{programme.memberCount}</TableCell>
      <TableCell>
        {organisers.length > 0
          ? organisers.map((person) => personName(person)).join(', ')
          : t('programmes.staff.noOrganisers')}
      </TableCell>
      <TableCell sx={{ fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace' }}>
        {programme.joinCode}
      </TableCell>
      <TableCell>
        <time dateTime={programme.createdAt}>{created}</time>
      </TableCell>
      <TableCell>
        <Button
          size="small"
          variant="outlined"
          onClick={onAddOrganiser}
          aria-label={t('programmes.organiser.addTo', { name })}
          sx={{ whiteSpace: 'nowrap' }}
        >
          {t('programmes.organiser.add')}
        </Button>
      </TableCell>
    </TableRow>
  );
}
