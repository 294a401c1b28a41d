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
import { addListItem, LIMITS, toggleListItem } from '@creators/contracts';
import { useT } from '../i18n/useT';

interface Props {
  label: string;
  hint?: string;
  presets: readonly string[];
  value: string[];
  onChange(value: string[]): void;
  /** Label of the free-text input, e.g. 'Add a custom skill'. */
  customLabel: string;
  error?: string;
}

/**
 * Preset chips that toggle, plus custom free-text items added with the Add button or Enter (empty text and
 * duplicates ignored) and removed with the close icon on their badge.
 */
export function ChipsInput({ label, hint, presets, value, onChange, customLabel, error }: Props) {
  const t = useT();
  const id = useId();
  const [text, setText] = useState('');
  const custom = value.filter((item) => !presets.includes(item));

  const add = () => {
    // Typing a preset's name (in any case) selects the preset rather than adding a look-alike.
    const preset = presets.find((p) => p.toLowerCase() === text.trim().toLowerCase());
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
    <FormControl component="fieldset" error={Boolean(error)} fullWidth sx={{ gap: 1 }}>
      <FormLabel component="legend" sx={{ fontWeight: 600, color: 'text.primary', mb: 0.5 }}>
        {label}
      </FormLabel>
      {hint && (
        <Typography variant="body2" color="text.secondary" id={`${id}-hint`}>
          {hint}
        </Typography>
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {presets.map((preset) => {
          const selected = value.includes(preset);
          return (
            <Chip
              key={preset}
              label={preset}
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
      {error && <FormHelperText sx={{ mx: 0 }}>{error}</FormHelperText>}
    </FormControl>
  );
}
