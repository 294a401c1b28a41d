import { useEffect, useRef, useState, type PointerEvent } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import { Link as RouterLink } from 'react-router';
import { useT } from '../../i18n/useT';
import { TOAST_DURATION_MS, TOAST_SWIPE_THRESHOLD_PX, type ToastItem } from './ToastProvider';

interface Props {
  item: ToastItem;
  onDismiss(): void;
}

export function Toast({ item, onDismiss }: Props) {
  const t = useT();
  const [paused, setPaused] = useState(false);
  const [offset, setOffset] = useState(0);
  const [dragging, setDragging] = useState(false);
  const swipeStart = useRef<number | null>(null);
  const dismissRef = useRef(onDismiss);
  const destructive = item.variant === 'destructive';

  useEffect(() => {
    dismissRef.current = onDismiss;
  });

  // Dismissed after the display time; hovering or focusing the toast pauses the timer.
  useEffect(() => {
    if (paused) return;
    const timer = setTimeout(() => dismissRef.current(), TOAST_DURATION_MS);
    return () => clearTimeout(timer);
  }, [paused]);

  const onPointerDown = (event: PointerEvent<HTMLElement>) => {
    if ((event.target as HTMLElement).closest('button')) return;
    swipeStart.current = event.clientX;
    setDragging(true);
    event.currentTarget.setPointerCapture?.(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent<HTMLElement>) => {
    if (swipeStart.current === null) return;
    setOffset(Math.max(0, event.clientX - swipeStart.current));
  };
  const onPointerEnd = (event: PointerEvent<HTMLElement>) => {
    if (swipeStart.current === null) return;
    const distance = event.clientX - swipeStart.current;
    swipeStart.current = null;
    setDragging(false);
    if (distance >= TOAST_SWIPE_THRESHOLD_PX) onDismiss();
    else setOffset(0);
  };

  return (
    <Box component="li" role={destructive ? 'alert' : 'status'} aria-atomic="true">
      <Paper
        elevation={6}
        data-variant={item.variant ?? 'default'}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerEnd}
        onPointerCancel={() => {
          swipeStart.current = null;
          setDragging(false);
          setOffset(0);
        }}
        onMouseEnter={() => setPaused(true)}
        onMouseLeave={() => setPaused(false)}
        onFocus={() => setPaused(true)}
        onBlur={() => setPaused(false)}
        sx={{
          display: 'flex',
          alignItems: 'flex-start',
          gap: 1,
          p: 2,
          pr: 1,
          touchAction: 'pan-y',
          transform: `translateX(${offset}px)`,
          transition: dragging ? 'none' : 'transform 150ms ease-out',
          opacity: offset ? Math.max(0.3, 1 - offset / 200) : 1,
          border: 1,
          borderColor: destructive ? 'error.main' : 'divider',
          bgcolor: destructive ? 'error.main' : 'background.paper',
          color: destructive ? 'error.contrastText' : 'text.primary',
        }}
      >
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography sx={{ fontWeight: 600 }}>{item.title}</Typography>
          {item.description && (
            <Typography variant="body2" sx={{ opacity: 0.9, mt: 0.25 }}>
              {item.description}
            </Typography>
          )}
          {item.link && (
            <Box component={RouterLink} to={item.link.to} sx={{ color: 'inherit', typography: 'body2' }}>
              {item.link.label}
            </Box>
          )}
        </Box>
        <IconButton size="small" aria-label={t('toast.close')} onClick={onDismiss} sx={{ color: 'inherit' }}>
          <CloseIcon fontSize="small" />
        </IconButton>
      </Paper>
    </Box>
  );
}
