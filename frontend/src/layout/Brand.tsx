import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import { useT } from '../i18n/useT';

export function Brand() {
  const t = useT();
  return (
    <Link
      component={RouterLink}
      to="/"
      underline="none"
      aria-label={t('app.home')}
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 1,
        color: 'text.primary',
        fontWeight: 700,
        fontSize: '1.1rem',
        whiteSpace: 'nowrap',
      }}
    >
      <Box
        aria-hidden
        sx={{
          display: 'grid',
          placeItems: 'center',
          width: 32,
          height: 32,
          borderRadius: 2,
          color: '#fff',
          background: 'linear-gradient(135deg, #4f46e5, #db2777)',
        }}
      >
        <AutoAwesomeIcon fontSize="small" />
      </Box>
      <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
        {t('app.name')}
      </Box>
    </Link>
  );
}
