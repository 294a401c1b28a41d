import { useId } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ContentCopyIcon from '@mui/icons-material/ContentCopyOutlined';
import { useToast } from '../ui/toast/ToastProvider';
import { useProgrammesT } from './messages';

const MONOSPACE = 'ui-monospace, SFMono-Regular, Menlo, monospace';

/** A programme's join code with 'Copy code' (named after the programme); without a clipboard the code is selected. */
export function JoinCode({ code, programmeName }: { code: string; programmeName: string }) {
  const t = useProgrammesT();
  const { toast } = useToast();
  const codeId = useId();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
      toast({ title: t('programmes.code.copied') });
    } catch {
      // No clipboard (an insecure page, an old browser): the code is selected, to copy by hand.
      const element = document.getElementById(codeId);
      const selection = window.getSelection();
      if (element && selection) {
        const range = document.createRange();
        range.selectNodeContents(element);
        selection.removeAllRanges();
        selection.addRange(range);
      }
    }
  };
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
      <Box
        component="code"
        id={codeId}
        sx={{ fontFamily: MONOSPACE, fontSize: '1rem', fontWeight: 600, letterSpacing: '0.05em' }}
      >
        {code}
      </Box>
      <Button
        size="small"
        variant="outlined"
        startIcon={<ContentCopyIcon fontSize="small" aria-hidden />}
        aria-label={t('programmes.code.copyNamed', { name: programmeName })}
        onClick={() => void copy()}
      >
        {t('programmes.code.copy')}
      </Button>
    </Box>
  );
}
