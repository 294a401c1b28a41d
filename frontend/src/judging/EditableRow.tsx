import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';

/** One criterion or award of an editor: a group named by its legend, its fields side by side, and 'Remove'. */
export function EditableRow({
  legend,
  removeLabel,
  onRemove,
  children,
}: {
  legend: string;
  removeLabel: string;
  onRemove?: () => void;
  children: ReactNode;
}) {
  return (
    <Box
      component="fieldset"
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, m: 0, px: 2, pb: 2, pt: 1 }}
    >
      <Typography component="legend" variant="body2" sx={{ px: 0.5, fontWeight: 600 }}>
        {legend}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'flex-start' }}>
        {children}
        {onRemove && (
          <Button color="error" onClick={onRemove}>
            {removeLabel}
          </Button>
        )}
      </Box>
    </Box>
  );
}
