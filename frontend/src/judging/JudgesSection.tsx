import { useState, type FormEvent } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PageSection } from '../ui/entityPage';
import { NativeSelectField } from '../ui/FormDialog';
import { EntityLink, personPath } from '../ui/links';
import { personName } from '../ui/people';
import { ADD_PROGRAMME_JUDGE_MUTATION, JUDGE_CANDIDATES_QUERY, type Judging } from './graphql';
import { useJudgingT } from './messages';
import { useJudgingWrite } from './useJudgingWrite';

/** 'Judges': who judges the programme, and 'Add judge' from its members. */
export function JudgesSection({
  programmeId,
  name,
  judging,
}: {
  programmeId: string;
  name: string;
  judging: Judging;
}) {
  const t = useJudgingT();
  return (
    <PageSection id="judging-judges" title={t('judging.judges.title')}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {t('judging.judges.hint')}
      </Typography>
      {judging.judges.length === 0 ? (
        <Typography sx={{ mb: 2 }}>{t('judging.judges.none')}</Typography>
      ) : (
        <Stack
          component="ul"
          aria-label={t('judging.judges.list', { name })}
          spacing={0.5}
          sx={{ listStyle: 'none', p: 0, mt: 0, mb: 2 }}
        >
          {judging.judges.map((judge) => (
            <li key={judge.id}>
              <EntityLink to={personPath(judge.id)} inText>
                {personName(judge) || t('page.unknownPerson')}
              </EntityLink>
            </li>
          ))}
        </Stack>
      )}
      <AddJudgeForm programmeId={programmeId} judgeIds={judging.judgeIds} />
    </PageSection>
  );
}

function AddJudgeForm({ programmeId, judgeIds }: { programmeId: string; judgeIds: readonly string[] }) {
  const t = useJudgingT();
  const candidates = useQuery(JUDGE_CANDIDATES_QUERY, { variables: { programmeId }, errorPolicy: 'all' });
  const [addJudge] = useMutation(ADD_PROGRAMME_JUDGE_MUTATION);
  const write = useJudgingWrite(t('judging.judges.failed'));
  const [chosen, setChosen] = useState('');
  const members = (candidates.data?.programmeMembers.nodes ?? []).filter(
    (member) => !judgeIds.includes(member.userId),
  );
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const member = members.find((candidate) => candidate.userId === chosen);
    if (!member) return;
    const added = await write.run(
      () => addJudge({ variables: { programmeId, userId: member.userId } }),
      t('judging.judges.added', { name: personName(member.user) }),
    );
    if (added) setChosen('');
  };
  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => void submit(event)}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'flex-start' }}
    >
      {write.failure && (
        <Alert severity="error" sx={{ width: '100%' }}>
          {write.failure}
        </Alert>
      )}
      <NativeSelectField
        label={t('judging.judges.member')}
        value={chosen}
        onChange={(event) => setChosen(event.target.value)}
        size="small"
        sx={{ minWidth: 240 }}
        error={Boolean(write.fields.userId)}
        helperText={write.fields.userId}
        options={members.map((member) => ({
          value: member.userId,
          label: personName(member.user) || t('page.unknownPerson'),
        }))}
      >
        <option value="">{t('judging.judges.choose')}</option>
      </NativeSelectField>
      <Button type="submit" variant="outlined" disabled={!chosen || write.busy}>
        {t('judging.judges.add')}
      </Button>
    </Box>
  );
}
