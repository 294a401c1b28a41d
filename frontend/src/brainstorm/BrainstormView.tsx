import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import CheckIcon from '@mui/icons-material/Check';
import LightbulbIcon from '@mui/icons-material/LightbulbOutlined';
import MicIcon from '@mui/icons-material/Mic';
import MicOffIcon from '@mui/icons-material/MicOff';
import SendIcon from '@mui/icons-material/Send';
import StopIcon from '@mui/icons-material/Stop';
import {
  BRAINSTORM_LIMITS,
  BRAINSTORM_PHASES,
  canSend,
  CHALLENGE_CATEGORIES,
  createChallengeSchema,
  insightBadges,
  isIgnoredSpeech,
  splitTags,
  VOICE_TIMINGS,
  type BrainstormMessage,
  type BrainstormPhase,
  type ChallengeDraft,
} from '@creators/contracts';
import { useMessageText } from '../i18n/useT';
import { useToast } from '../ui/toast/ToastProvider';
import { visuallyHidden } from '../ui/visuallyHidden';
import { useSpeechRecognition } from '../voice/useSpeechRecognition';
import { IslaAvatar } from '../voice/IslaAvatar';
import { useBrainstormT } from './messages';
import type { BrainstormController } from './useBrainstorm';

/** The brainstorm's content (phase indicator, chat, insights, chat box or draft form), shared by the dashboard panel and the dialog. */
export function BrainstormView({
  controller,
  chatHeight = 380,
}: {
  controller: BrainstormController;
  chatHeight?: number | string;
}) {
  const { state, thinking } = controller;
  return (
    <Stack spacing={2}>
      <PhaseIndicator phase={state.phase} />
      <ChatLog messages={state.messages} thinking={thinking} height={chatHeight} />
      <InsightBadges insights={state.insights} />
      {state.phase === 'creation' ? (
        <DraftForm key={lastSummaryId(state.messages)} controller={controller} draft={state.draft} />
      ) : (
        <Composer controller={controller} />
      )}
    </Stack>
  );
}

const lastSummaryId = (messages: BrainstormMessage[]) =>
  [...messages].reverse().find((m) => m.type === 'summary')?.id ?? 'draft';

function PhaseIndicator({ phase }: { phase: BrainstormPhase }) {
  const t = useBrainstormT();
  const currentIndex = BRAINSTORM_PHASES.indexOf(phase);
  return (
    <Box
      component="ol"
      aria-label={t('brainstorm.phases.label')}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', m: 0, p: 0 }}
    >
      {BRAINSTORM_PHASES.map((item, index) => {
        const current = index === currentIndex;
        const done = index < currentIndex;
        return (
          <Box component="li" key={item} aria-current={current ? 'step' : undefined}>
            <Chip
              size="small"
              icon={done ? <CheckIcon aria-hidden /> : undefined}
              label={t(`brainstorm.phase.${item}`)}
              color={current ? 'primary' : done ? 'success' : 'default'}
              variant={current ? 'filled' : 'outlined'}
              sx={{ fontWeight: current ? 700 : 500 }}
            />
          </Box>
        );
      })}
    </Box>
  );
}

function ChatLog({
  messages,
  thinking,
  height,
}: {
  messages: BrainstormMessage[];
  thinking: BrainstormPhase | null;
  height: number | string;
}) {
  const t = useBrainstormT();
  const end = useRef<HTMLDivElement>(null);

  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'nearest' });
  }, [messages.length, thinking]);

  return (
    <Box
      role="log"
      aria-label={t('brainstorm.chat.label')}
      aria-live="polite"
      tabIndex={0}
      sx={{
        height,
        overflowY: 'auto',
        p: 1.5,
        borderRadius: 2,
        bgcolor: 'grey.50',
        border: 1,
        borderColor: 'divider',
        display: 'flex',
        flexDirection: 'column',
        gap: 1.25,
      }}
    >
      {messages.map((message) => (
        <ChatBubble key={message.id} message={message} />
      ))}
      {thinking && (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }} role="status">
          <IslaAvatar size={28} />
          <Box
            sx={{
              display: 'flex',
              alignItems: 'center',
              gap: 1,
              px: 1.5,
              py: 1,
              borderRadius: 2,
              bgcolor: 'background.paper',
              border: 1,
              borderColor: 'divider',
            }}
          >
            <CircularProgress size={14} aria-hidden />
            <Typography variant="body2" color="text.secondary" sx={{ fontStyle: 'italic' }}>
              {thinking === 'validation' ? t('brainstorm.checking') : t('brainstorm.thinking')}
            </Typography>
          </Box>
        </Box>
      )}
      <div ref={end} />
    </Box>
  );
}

function ChatBubble({ message }: { message: BrainstormMessage }) {
  const t = useBrainstormT();
  const mine = message.sender === 'user';
  return (
    <Box
      sx={{
        display: 'flex',
        gap: 1,
        alignItems: 'flex-end',
        justifyContent: mine ? 'flex-end' : 'flex-start',
      }}
      data-sender={message.sender}
    >
      {!mine && <IslaAvatar size={28} />}
      <Box
        sx={{
          maxWidth: '85%',
          px: 1.5,
          py: 1,
          borderRadius: 2,
          whiteSpace: 'pre-line',
          overflowWrap: 'anywhere',
          ...(mine
            ? { bgcolor: 'primary.main', color: 'primary.contrastText', borderBottomRightRadius: 4 }
            : {
                bgcolor: message.type === 'summary' ? '#ede9fe' : 'background.paper',
                border: 1,
                borderColor: 'divider',
                borderBottomLeftRadius: 4,
              }),
        }}
      >
        <Box component="span" sx={visuallyHidden}>
          {mine ? t('brainstorm.sender.user') : t('brainstorm.sender.isla')}:{' '}
        </Box>
        <Typography variant="body2" component="span">
          {message.message}
        </Typography>
      </Box>
    </Box>
  );
}

function InsightBadges({ insights }: { insights: string[] }) {
  const t = useBrainstormT();
  const badges = insightBadges(insights);
  if (!badges.length) return null;
  const latest = insights.slice(-BRAINSTORM_LIMITS.insightBadges);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
      <Typography variant="body2" color="text.secondary" id="brainstorm-insights-label" component="span">
        {t('brainstorm.insights.label')}
      </Typography>
      <Box
        component="ul"
        aria-labelledby="brainstorm-insights-label"
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', m: 0, p: 0 }}
      >
        {badges.map((badge, index) => (
          <Box component="li" key={`${index}-${badge}`}>
            <Chip
              size="small"
              icon={<LightbulbIcon aria-hidden />}
              label={badge}
              title={latest[index]}
              color="secondary"
              variant="outlined"
            />
          </Box>
        ))}
      </Box>
    </Box>
  );
}

function Composer({ controller }: { controller: BrainstormController }) {
  const t = useBrainstormT();
  const { toast } = useToast();
  const [text, setText] = useState('');
  const busy = controller.thinking !== null;
  const hintId = useId();
  const micHintId = useId();
  const recognition = useSpeechRecognition({
    locale: controller.locale,
    idleStopMs: VOICE_TIMINGS.brainstormIdleStopMs,
    onTranscript: (transcript) => {
      // product.md §5: speech of 3 characters or fewer is ignored.
      if (!isIgnoredSpeech(transcript)) controller.send(transcript);
    },
    onError: () =>
      toast({
        variant: 'destructive',
        title: t('brainstorm.audioError.title'),
        description: t('brainstorm.audioError.description'),
      }),
  });

  const submit = () => {
    if (!canSend(text, busy)) return;
    if (controller.send(text)) setText('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // product.md §5: Enter without Shift sends; Shift+Enter is a new line. Not while an input method composes text.
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };

  const toggleMic = () => {
    if (recognition.listening) {
      recognition.stop();
      return;
    }
    controller.stopSpeaking();
    recognition.start();
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        submit();
      }}
    >
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-end' }}>
        <TextField
          fullWidth
          multiline
          minRows={2}
          maxRows={6}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          placeholder={t('brainstorm.input.placeholder')}
          slotProps={{
            htmlInput: {
              'aria-label': t('brainstorm.input.label'),
              'aria-describedby': hintId,
              maxLength: BRAINSTORM_LIMITS.messageMaxLength,
            },
          }}
        />
        <Stack spacing={1}>
          {recognition.supported ? (
            <Tooltip title={recognition.listening ? t('brainstorm.mic.stop') : t('brainstorm.mic.start')}>
              <span>
                <IconButton
                  onClick={toggleMic}
                  disabled={busy && !recognition.listening}
                  aria-label={recognition.listening ? t('brainstorm.mic.stop') : t('brainstorm.mic.start')}
                  color={recognition.listening ? 'error' : 'primary'}
                  sx={{ border: 1, borderColor: 'divider' }}
                >
                  {recognition.listening ? <StopIcon /> : <MicIcon />}
                </IconButton>
              </span>
            </Tooltip>
          ) : (
            <Tooltip title={t('brainstorm.mic.unsupported')} describeChild>
              {/* Focusable although unavailable, so that keyboard users reach the explanation too. */}
              <IconButton
                aria-label={t('brainstorm.mic.start')}
                aria-disabled="true"
                aria-describedby={micHintId}
                onClick={(event) => event.preventDefault()}
                sx={{ border: 1, borderColor: 'divider', color: 'action.disabled', cursor: 'not-allowed' }}
              >
                <MicOffIcon />
              </IconButton>
            </Tooltip>
          )}
          <Button type="submit" variant="contained" disabled={!canSend(text, busy)} endIcon={<SendIcon />}>
            {t('brainstorm.send')}
          </Button>
        </Stack>
      </Box>
      <Typography id={hintId} variant="caption" color="text.secondary" sx={{ display: 'block', mt: 0.5 }}>
        {recognition.listening ? t('brainstorm.mic.listening') : t('brainstorm.input.hint')}
      </Typography>
      {!recognition.supported && (
        <Box component="span" id={micHintId} sx={visuallyHidden}>
          {t('brainstorm.mic.unsupported')}
        </Box>
      )}
    </Box>
  );
}

type DraftField = 'title' | 'description' | 'category' | 'tags';

function DraftForm({ controller, draft }: { controller: BrainstormController; draft: ChallengeDraft }) {
  const t = useBrainstormT();
  const messageText = useMessageText();
  const headingId = useId();
  const [values, setValues] = useState({
    title: draft.title,
    description: draft.description,
    category: draft.category as string,
    tags: draft.tags.join(', '),
  });
  const [errors, setErrors] = useState<Partial<Record<DraftField, string>>>({});

  const set = (field: DraftField) => (event: { target: { value: string } }) => {
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
    await controller.create({
      title: parsed.data.title,
      description: parsed.data.description,
      category: parsed.data.category,
      tags: parsed.data.tags,
    });
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={onSubmit}
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
