import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlined';
import { useT } from '../i18n/useT';
import { mainLandmarkProps, mainLandmarkSx } from './mainContent';

/**
 * The not-found page; `inLayout` when a page inside the signed-in layout (which has the main landmark) finds that
 * its id is unknown or hidden (docs/product.md: pages with their own addresses).
 */
export function NotFoundPage({ inLayout = false }: { inLayout?: boolean }) {
  const t = useT();
  return (
    <Box
      {...(inLayout ? {} : { component: 'main', ...mainLandmarkProps })}
      sx={{
        minHeight: inLayout ? '50vh' : '100vh',
        display: 'grid',
        placeItems: 'center',
        bgcolor: 'background.default',
        p: 2,
        ...(inLayout ? {} : mainLandmarkSx),
      }}
    >
      <Card sx={{ width: '100%', maxWidth: 440 }}>
        <CardContent sx={{ p: 3 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 2 }}>
            <ErrorOutlineIcon color="error" aria-hidden />
            <Typography variant="h1" sx={{ fontSize: '1.5rem' }}>
              {t('notFound.title')}
            </Typography>
          </Box>
          <Typography
            variant="body2"
            color="text.secondary"
            sx={{ fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace' }}
          >
            {t('notFound.hint')}
          </Typography>
          <Link component={RouterLink} to="/" sx={{ display: 'inline-block', mt: 2 }}>
            {t('notFound.home')}
          </Link>
        </CardContent>
      </Card>
    </Box>
  );
}
