import type { ReactElement } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import CodeIcon from '@mui/icons-material/Code';
import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import GroupsIcon from '@mui/icons-material/Groups';
import LightbulbIcon from '@mui/icons-material/LightbulbOutlined';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import RocketLaunchIcon from '@mui/icons-material/RocketLaunch';
import type { MessageId } from '../i18n/en';
import { useT } from '../i18n/useT';
import { Brand } from '../layout/Brand';
import { LanguageSwitcher } from '../layout/LanguageSwitcher';
import { mainLandmarkProps, mainLandmarkSx } from '../ui/mainContent';

const FEATURES: ReadonlyArray<{ key: string; icon: ReactElement }> = [
  { key: 'challenges', icon: <LightbulbIcon /> },
  { key: 'teams', icon: <GroupsIcon /> },
  { key: 'prototyping', icon: <CodeIcon /> },
  { key: 'resources', icon: <MenuBookIcon /> },
  { key: 'showcase', icon: <RocketLaunchIcon /> },
  { key: 'gamified', icon: <EmojiEventsIcon /> },
];

const STEPS = ['identify', 'collaborate', 'prototype', 'showcase'] as const;

export function LandingPage() {
  const t = useT();
  const m = (id: string) => t(id as MessageId);

  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      <Box component="header" sx={{ borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper' }}>
        <Container maxWidth="lg" sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 1.5 }}>
          <Brand />
          <Box sx={{ flex: 1 }} />
          <LanguageSwitcher />
          <Button variant="contained" component={RouterLink} to="/login">
            {t('landing.getStarted')}
          </Button>
        </Container>
      </Box>

      <Box component="main" {...mainLandmarkProps} sx={mainLandmarkSx}>
        <Box
          component="section"
          aria-labelledby="hero-title"
          sx={{ background: 'linear-gradient(135deg, #eef2ff 0%, #fdf2f8 100%)', py: { xs: 8, md: 12 } }}
        >
          <Container maxWidth="md" sx={{ textAlign: 'center' }}>
            <Typography color="primary" sx={{ fontWeight: 600, mb: 2 }}>
              {t('landing.hero.eyebrow')}
            </Typography>
            <Typography
              id="hero-title"
              variant="h1"
              sx={{ fontSize: { xs: '2.25rem', md: '3.25rem' }, lineHeight: 1.1 }}
            >
              {t('landing.hero.title')}
            </Typography>
            <Typography color="text.secondary" sx={{ mt: 3, fontSize: '1.125rem' }}>
              {t('landing.hero.subtitle')}
            </Typography>
            <Button
              variant="contained"
              size="large"
              component={RouterLink}
              to="/login"
              endIcon={<ArrowForwardIcon />}
              sx={{ mt: 4, px: 4, py: 1.5 }}
            >
              {t('landing.hero.cta')}
            </Button>
          </Container>
        </Box>

        <Box component="section" aria-labelledby="features-title" sx={{ py: { xs: 8, md: 10 } }}>
          <Container maxWidth="lg">
            <Typography
              id="features-title"
              variant="h2"
              sx={{ textAlign: 'center', fontSize: { xs: '1.75rem', md: '2.25rem' } }}
            >
              {t('landing.features.title')}
            </Typography>
            <Typography
              color="text.secondary"
              sx={{ textAlign: 'center', mt: 1.5, mb: 6, maxWidth: 640, mx: 'auto' }}
            >
              {t('landing.features.subtitle')}
            </Typography>
            <Grid container spacing={3} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
              {FEATURES.map(({ key, icon }) => (
                <Grid key={key} size={{ xs: 12, sm: 6, md: 4 }} component="li">
                  <Card sx={{ height: '100%' }}>
                    <CardContent sx={{ p: 3 }}>
                      <Box
                        aria-hidden
                        sx={{
                          display: 'grid',
                          placeItems: 'center',
                          width: 48,
                          height: 48,
                          borderRadius: 2,
                          bgcolor: 'rgba(79, 70, 229, 0.1)',
                          color: 'primary.main',
                          mb: 2,
                        }}
                      >
                        {icon}
                      </Box>
                      <Typography variant="h3" component="h3">
                        {m(`landing.feature.${key}.title`)}
                      </Typography>
                      <Typography color="text.secondary" sx={{ mt: 1 }}>
                        {m(`landing.feature.${key}.description`)}
                      </Typography>
                    </CardContent>
                  </Card>
                </Grid>
              ))}
            </Grid>
          </Container>
        </Box>

        <Box
          component="section"
          aria-labelledby="journey-title"
          sx={{ py: { xs: 8, md: 10 }, bgcolor: 'background.paper' }}
        >
          <Container maxWidth="lg">
            <Typography
              id="journey-title"
              variant="h2"
              sx={{ textAlign: 'center', fontSize: { xs: '1.75rem', md: '2.25rem' } }}
            >
              {t('landing.journey.title')}
            </Typography>
            <Typography color="text.secondary" sx={{ textAlign: 'center', mt: 1.5, mb: 6 }}>
              {t('landing.journey.subtitle')}
            </Typography>
            <Grid container spacing={3} component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }}>
              {STEPS.map((step, index) => (
                <Grid key={step} size={{ xs: 12, sm: 6, md: 3 }} component="li">
                  <Stack spacing={1.5} sx={{ alignItems: 'center', textAlign: 'center' }}>
                    <Box
                      aria-hidden
                      sx={{
                        display: 'grid',
                        placeItems: 'center',
                        width: 56,
                        height: 56,
                        borderRadius: '50%',
                        color: '#fff',
                        fontWeight: 700,
                        fontSize: '1.25rem',
                        background: 'linear-gradient(135deg, #4f46e5, #be185d)',
                      }}
                    >
                      {index + 1}
                    </Box>
                    <Typography variant="h3" component="h3">
                      {m(`landing.journey.${step}.title`)}
                    </Typography>
                    <Typography color="text.secondary">{m(`landing.journey.${step}.description`)}</Typography>
                  </Stack>
                </Grid>
              ))}
            </Grid>
          </Container>
        </Box>

        <Box component="section" aria-labelledby="cta-title" sx={{ py: { xs: 8, md: 10 } }}>
          <Container maxWidth="md">
            <Box
              sx={{
                borderRadius: 4,
                p: { xs: 4, md: 6 },
                textAlign: 'center',
                color: '#fff',
                background: 'linear-gradient(135deg, #4f46e5, #7c3aed 60%, #be185d)',
              }}
            >
              <Typography id="cta-title" variant="h2" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' } }}>
                {t('landing.cta.title')}
              </Typography>
              <Typography sx={{ mt: 1.5 }}>{t('landing.cta.subtitle')}</Typography>
              {/* A browser navigation: the gateway's /api/login leads to the sign-in page. */}
              <Button
                variant="contained"
                size="large"
                href="/api/login"
                sx={{
                  mt: 4,
                  px: 4,
                  py: 1.5,
                  bgcolor: '#fff',
                  color: 'primary.main',
                  '&:hover': { bgcolor: '#eef2ff' },
                }}
              >
                {t('landing.cta.button')}
              </Button>
            </Box>
          </Container>
        </Box>
      </Box>

      <Box
        component="footer"
        sx={{ borderTop: 1, borderColor: 'divider', py: 4, bgcolor: 'background.paper' }}
      >
        <Container
          maxWidth="lg"
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            justifyContent: 'space-between',
            gap: 2,
          }}
        >
          <Brand />
          <Typography variant="body2" color="text.secondary">
            {t('landing.footer', { year: new Date().getFullYear() })}
          </Typography>
        </Container>
      </Box>
    </Box>
  );
}
