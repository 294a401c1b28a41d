import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import Box from '@mui/material/Box';
import { useT } from '../../i18n/useT';
import { Toast } from './Toast';

/** product.md §9: at most one toast at a time, shown for 5000 ms, swiped away to the right past 50 px, F8 focuses them. */
export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;

export type ToastVariant = 'default' | 'destructive';

export interface ToastOptions {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** A link to what the toast is about (the new challenge's page). */
  link?: { label: string; to: string };
}

export interface ToastItem extends ToastOptions {
  id: number;
}

interface ToastContextValue {
  toast(options: ToastOptions): void;
  dismiss(id?: number): void;
}

const ToastContext = createContext<ToastContextValue | null>(null);

export function ToastProvider({ children }: { children: ReactNode }) {
  const t = useT();
  const [toasts, setToasts] = useState<ToastItem[]>([]);
  const nextId = useRef(1);
  const viewportRef = useRef<HTMLDivElement>(null);

  const toast = useCallback((options: ToastOptions) => {
    const item = { ...options, id: nextId.current++ };
    setToasts((current) => [item, ...current].slice(0, TOAST_LIMIT));
  }, []);

  const dismiss = useCallback((id?: number) => {
    setToasts((current) => (id === undefined ? [] : current.filter((item) => item.id !== id)));
  }, []);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'F8') viewportRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  const value = useMemo(() => ({ toast, dismiss }), [toast, dismiss]);

  return (
    <ToastContext.Provider value={value}>
      {children}
      <Box
        ref={viewportRef}
        role="region"
        aria-label={t('toast.region')}
        tabIndex={-1}
        sx={{
          position: 'fixed',
          zIndex: (theme) => theme.zIndex.snackbar,
          bottom: 0,
          right: 0,
          width: '100%',
          maxWidth: 420,
          p: 2,
          outline: 'none',
          pointerEvents: toasts.length ? 'auto' : 'none',
        }}
      >
        {/* A live region that is always present, so screen readers announce each toast as it appears. */}
        <Box
          component="ol"
          aria-live="polite"
          aria-atomic="false"
          sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}
        >
          {toasts.map((item) => (
            <Toast key={item.id} item={item} onDismiss={() => dismiss(item.id)} />
          ))}
        </Box>
      </Box>
    </ToastContext.Provider>
  );
}

export function useToast(): ToastContextValue {
  const value = useContext(ToastContext);
  if (!value) throw new Error('useToast must be used inside ToastProvider');
  return value;
}
