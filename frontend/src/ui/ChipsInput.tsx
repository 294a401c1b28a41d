import { useId, useState, type KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import { LIMITS } from '@creators/contracts';
import { useT } from '../i18n/useT';
import { addListItem, toggleListItem } from './listItems';
import { usePresetLabel } from './presetLabels';

interface Props {
  label: string;
  hint?: string;
  presets: readonly string[];
  value: string[];
  onChange(value: string[]): void;
  /** Label of the free-text input, e.g. 'Add a custom skill'. */
  customLabel: string;
  error?: string;
  /** The fieldset's id, so that a form can bring it into view. */
  fieldId?: string;
}

/**
 * Preset chips that toggle (labelled in the page's language, stored as the preset), plus custom free-text items added with the Add button or Enter (empty text and
 * duplicates ignored) and removed with the close icon on their badge.
 */
export function ChipsInput({ label, hint, presets, value, onChange, customLabel, error, fieldId }: Props) {
  const t = useT();
  const presetText = usePresetLabel();
  const id = useId();
  const [text, setText] = useState('');
  const custom = value.filter((item) => !presets.includes(item));

  const add = () => {
    // Typing a preset's name (in any case) selects the preset rather than adding a look-alike.
    const typed = text.trim().toLowerCase();
    const preset = presets.find((p) => p.toLowerCase() === typed || presetText(p).toLowerCase() === typed);
    onChange(addListItem(value, preset ?? text));
    setText('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      add();
    }
  };

  return (
    <FormControl id={fieldId} component="fieldset" error={Boolean(error)} fullWidth sx={{ gap: 1 }}>
      <FormLabel component="legend" sx={{ fontWeight: 600, color: 'text.primary', mb: 0.5 }}>
        {label}
      </FormLabel>
      {hint && (
        <Typography variant="body2" color="text.secondary" id={`${id}-hint`}>
          {hint}
        </Typography>
      )}
      {/* Above the chips it is about, never over them (a toast would cover them on a phone). */}
      {error && (
        <FormHelperText role="alert" sx={{ mx: 0, mt: 0, fontSize: '0.875rem', fontWeight: 500 }}>
          {error}
        </FormHelperText>
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {presets.map((preset) => {
          const selected = value.includes(preset);
          return (
            <Chip
              key={preset}
              label={presetText(preset)}
              clickable
              aria-pressed={selected}
              color={selected ? 'primary' : 'default'}
              variant={selected ? 'filled' : 'outlined'}
              icon={selected ? <CheckIcon /> : undefined}
              onClick={() => onChange(toggleListItem(value, preset))}
            />
          );
        })}
      </Box>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
        <TextField
          size="small"
          label={customLabel}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          slotProps={{ htmlInput: { maxLength: LIMITS.tagMax } }}
          sx={{ flex: 1 }}
        />
        <Button variant="outlined" onClick={add} disabled={!text.trim()} sx={{ minHeight: 40 }}>
          {t('common.add')}
        </Button>
      </Box>
      {custom.length > 0 && (
        <Box
          component="ul"
          aria-label={label}
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', m: 0, p: 0 }}
        >
          {custom.map((item) => (
            <Box
              component="li"
              key={item}
              sx={{
                display: 'inline-flex',
                alignItems: 'center',
                gap: 0.25,
                pl: 1.5,
                pr: 0.25,
                py: 0.25,
                borderRadius: 4,
                bgcolor: 'primary.main',
                color: 'primary.contrastText',
                fontSize: '0.8125rem',
              }}
            >
              <span>{item}</span>
              <IconButton
                size="small"
                aria-label={t('common.remove', { item })}
                onClick={() => onChange(value.filter((v) => v !== item))}
                sx={{ color: 'inherit', p: 0.25 }}
              >
                <CloseIcon sx={{ fontSize: 16 }} />
              </IconButton>
            </Box>
          ))}
        </Box>
      )}
    </FormControl>
  );
}
