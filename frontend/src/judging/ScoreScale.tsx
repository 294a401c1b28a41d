import { useId } from 'react';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { JUDGING_LIMITS } from '@creators/contracts';

const SCALE = Array.from(
  { length: JUDGING_LIMITS.scoreMax - JUDGING_LIMITS.scoreMin + 1 },
  (_, index) => JUDGING_LIMITS.scoreMin + index,
);

/** One criterion scored 1 to 5: a radio group named by the criterion, with its error under it. */
export function ScoreScale({
  label,
  value,
  onChange,
  error,
}: {
  label: string;
  value: number | null;
  onChange(value: number): void;
  error?: string;
}) {
  const labelId = useId();
  const errorId = useId();
  return (
    <FormControl component="fieldset" error={Boolean(error)}>
      <FormLabel id={labelId} component="legend">
        {label}
      </FormLabel>
      <RadioGroup
        row
        aria-labelledby={labelId}
        aria-describedby={error ? errorId : undefined}
        value={value === null ? '' : String(value)}
        onChange={(event) => onChange(Number(event.target.value))}
      >
        {SCALE.map((option) => (
          <FormControlLabel key={option} value={String(option)} control={<Radio />} label={String(option)} />
        ))}
      </RadioGroup>
      {error && <FormHelperText id={errorId}>{error}</FormHelperText>}
    </FormControl>
  );
}
