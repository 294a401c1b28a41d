import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import CloseIcon from '@mui/icons-material/Close';
import { AudioToggle } from '../isla/AudioToggle';
import { IslaAvatar } from '../isla/IslaAvatar';
import { BrainstormView } from './BrainstormView';
import { useBrainstormT } from './messages';
import { useBrainstorm, type CreatedChallenge } from './useBrainstorm';

export type { CreatedChallenge };

export interface BrainstormDialogProps {
  open: boolean;
  onClose(): void;
  /** Called with the published challenge (the dialog then closes itself); the caller refreshes its list and may toast. */
  onCreated?(challenge: CreatedChallenge): void;
}

/**
 * The brainstorm with Isla in a dialog (Challenges page, 'AI Brainstorm'). The conversation lives in this
 * component, not in the dialog's content, so closing and reopening the dialog continues it; publishing a
 * challenge reports it, closes the dialog and starts a fresh brainstorm.
 */
export function BrainstormDialog({ open, onClose, onCreated }: BrainstormDialogProps) {
  const t = useBrainstormT();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const controller = useBrainstorm({
    onCreated: (challenge) => {
      onCreated?.(challenge);
      onClose();
    },
  });

  const close = () => {
    controller.stopSpeaking();
    onClose();
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      fullWidth
      maxWidth="md"
      fullScreen={fullScreen}
      aria-labelledby="brainstorm-dialog-title"
    >
      <DialogTitle
        id="brainstorm-dialog-title"
        component="h2"
        sx={{ display: 'flex', alignItems: 'center', gap: 1.5, pr: { xs: 20, sm: 24 }, fontSize: '1.15rem' }}
      >
        <IslaAvatar size={36} />
        {t('brainstorm.title')}
      </DialogTitle>
      <Box sx={{ position: 'absolute', top: 12, right: 8, display: 'flex', alignItems: 'center', gap: 0.5 }}>
        <AudioToggle />
        <IconButton onClick={close} aria-label={t('brainstorm.dialog.close')}>
          <CloseIcon />
        </IconButton>
      </Box>
      <DialogContent dividers>
        <BrainstormView controller={controller} chatHeight={fullScreen ? '45vh' : 360} />
      </DialogContent>
    </Dialog>
  );
}
