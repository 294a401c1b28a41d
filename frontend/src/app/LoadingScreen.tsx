import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useT } from '../i18n/useT';
import { mainLandmarkProps, mainLandmarkSx } from '../ui/mainContent';

/** product.md §2.1: while the session loads, a centred spinner. */
export function LoadingScreen() {
  const t = useT();
  return (
    <Box
      component="main"
      {...mainLandmarkProps}
      sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', ...mainLandmarkSx }}
    >
      <CircularProgress aria-label={t('common.loading')} />
    </Box>
  );
}
