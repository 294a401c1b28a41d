import Button from '@mui/material/Button';
import VolumeOffIcon from '@mui/icons-material/VolumeOff';
import VolumeUpIcon from '@mui/icons-material/VolumeUp';
import { useAudioEnabled } from './audioPreference';
import { useIslaT } from './messages';

/** product.md §2.8, §4.4: Isla's audio on/off. The button says the current state; its tooltip what a click does. */
export function AudioToggle({ size = 'small' }: { size?: 'small' | 'medium' }) {
  const t = useIslaT();
  const [enabled, setEnabled] = useAudioEnabled();
  return (
    <Button
      size={size}
      variant="text"
      color={enabled ? 'primary' : 'inherit'}
      startIcon={enabled ? <VolumeUpIcon /> : <VolumeOffIcon />}
      onClick={() => setEnabled(!enabled)}
      title={enabled ? t('isla.audio.turnOff') : t('isla.audio.turnOn')}
      sx={{ flexShrink: 0, whiteSpace: 'nowrap' }}
    >
      {enabled ? t('isla.audio.on') : t('isla.audio.off')}
    </Button>
  );
}
