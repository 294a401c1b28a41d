import { createTheme } from '@mui/material/styles';

/**
 * Every palette colour carries white text at 4.5:1 or more (WCAG AA for normal text), and as a text colour on white
 * it reaches the same: chips, badges, avatars and outlined labels use these as they are. contrastThreshold 4.5 makes
 * MUI pick the text colour on any other background by the same bar.
 */
export const theme = createTheme({
  palette: {
    contrastThreshold: 4.5,
    primary: { main: '#4f46e5' }, // white on it 6.3:1
    secondary: { main: '#be185d' }, // 6.0:1 (was #db2777, 4.4:1 with the avatars' #f8fafc)
    error: { main: '#dc2626' }, // 4.8:1
    warning: { main: '#b45309' }, // 5.0:1 (MUI's #ed6c02 is 3.1:1)
    info: { main: '#0369a1' }, // 5.9:1 (MUI's #0288d1 is 3.9:1)
    success: { main: '#15803d' }, // 5.0:1
    background: { default: '#f8fafc', paper: '#ffffff' },
  },
  shape: { borderRadius: 10 },
  typography: {
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    h1: { fontSize: '2.25rem', fontWeight: 700 },
    h2: { fontSize: '1.5rem', fontWeight: 700 },
    h3: { fontSize: '1.125rem', fontWeight: 600 },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    MuiCard: { defaultProps: { variant: 'outlined' } },
    // People's text may hold a word longer than a card is wide: it wraps rather than widening the card and the
    // page (`anywhere` also lets cards and grid cells shrink below such a word).
    MuiCssBaseline: { styleOverrides: { body: { overflowWrap: 'anywhere' } } },
  },
});
