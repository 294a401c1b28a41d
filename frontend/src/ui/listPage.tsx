import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Grid from '@mui/material/Grid';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import SearchIcon from '@mui/icons-material/Search';
import { LoadMore } from './LoadMore';
import { CARD_GRID_SIZE, SkeletonCardGrid } from './SkeletonCardGrid';

// The skeleton cards have a module of their own: the signed-in app's shell shows them, and does without the search
// and filter fields.
export { CARD_GRID_SIZE, SkeletonCardGrid } from './SkeletonCardGrid';

export function SearchField({
  label,
  placeholder,
  value,
  onChange,
}: {
  label: string;
  placeholder?: string;
  value: string;
  onChange(value: string): void;
}) {
  // The field shows what was typed at once. The value it is given (the URL's) follows a render later, so taking
  // it while the person types would drop the keys typed in between; it is taken when it changes from elsewhere
  // (a filter reset, back and forward) while the field does not have focus.
  const [text, setText] = useState(value);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (document.activeElement !== input.current) setText(value);
  }, [value]);
  return (
    <TextField
      type="search"
      label={label}
      placeholder={placeholder}
      value={text}
      inputRef={input}
      onChange={(event) => {
        setText(event.target.value);
        onChange(event.target.value);
      }}
      size="small"
      sx={{ flex: '1 1 260px', minWidth: 0 }}
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon fontSize="small" aria-hidden />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}

export interface SelectOption {
  value: string;
  label: string;
}

/** A labelled native select (keyboard and screen-reader friendly on every device). */
export function SelectFilter({
  label,
  value,
  onChange,
  options,
}: {
  label: string;
  value: string;
  onChange(value: string): void;
  options: readonly SelectOption[];
}) {
  return (
    <TextField
      select
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      size="small"
      sx={{ flex: '0 1 200px', minWidth: 160 }}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </TextField>
  );
}

export function FilterBar({ children }: { children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', mb: 3 }}>{children}</Box>
  );
}

/** The empty state of a list: a title, a hint and optionally an action. */
export function EmptyPanel({
  icon,
  title,
  hint,
  action,
}: {
  icon?: ReactNode;
  title: string;
  hint?: string;
  action?: ReactNode;
}) {
  return (
    <Card sx={{ textAlign: 'center', py: 6, px: 2 }}>
      {icon && (
        <Box aria-hidden sx={{ color: 'text.disabled', mb: 1, '& svg': { fontSize: 48 } }}>
          {icon}
        </Box>
      )}
      <Typography variant="h3" component="p">
        {title}
      </Typography>
      {hint && (
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {hint}
        </Typography>
      )}
      {action && <Box sx={{ mt: 3 }}>{action}</Box>}
    </Card>
  );
}

/** A list that could not be read: say so and offer to try again (rather than pretending it is empty). */
export function LoadErrorPanel({ onRetry }: { onRetry(): void }) {
  const intl = useIntl();
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {intl.formatMessage({ id: 'shared.retry' })}
        </Button>
      }
    >
      {intl.formatMessage({ id: 'shared.loadFailed' })}
    </Alert>
  );
}

/**
 * What a list page's data hook hands to PagedCardList: the loaded page of its paged query (undefined until the first
 * answer, and after a first answer that failed), that query's error, its paging (useLoadMore) and a retry.
 */
export interface PagedListState<T> {
  page: { nodes: readonly T[] } | null | undefined;
  error: unknown;
  paging: { hasMore: boolean; loadingMore: boolean; loadMore(): void };
  retry(): void;
}

/**
 * The body of a list page (product.md §2.10 to §2.14): skeleton cards while the first page loads, 'This list could
 * not be loaded' with 'Try again' when it failed, the page's empty state, or the cards as a labelled list followed
 * by 'Load more'. `items` are the cards shown when they are not simply the loaded page (a tab narrowing it further).
 */
export function PagedCardList<T extends { id: string }>({
  list,
  items,
  skeletons,
  label,
  empty,
  renderCard,
}: {
  list: PagedListState<T>;
  items?: readonly T[];
  /** product.md §9: how many skeleton cards stand in for the first page. */
  skeletons: number;
  /** The accessible name of the list of cards. */
  label: string;
  empty: ReactNode;
  renderCard(item: T): ReactNode;
}) {
  const { page, error, paging, retry } = list;
  if (!page && !error) return <SkeletonCardGrid count={skeletons} />;
  if (!page) return <LoadErrorPanel onRetry={retry} />;
  const shown = items ?? page.nodes;
  if (shown.length === 0) return <>{empty}</>;
  return (
    <>
      <Grid container spacing={3} component="ul" aria-label={label} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {shown.map((item) => (
          <Grid key={item.id} size={CARD_GRID_SIZE} component="li">
            {renderCard(item)}
          </Grid>
        ))}
      </Grid>
      <LoadMore hasMore={paging.hasMore} loading={paging.loadingMore} onLoadMore={paging.loadMore} />
    </>
  );
}

/** Section heading of a page (h2). */
export function SectionTitle({
  id,
  children,
  action,
}: {
  id: string;
  children: ReactNode;
  action?: ReactNode;
}) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, mb: 2 }}>
      <Typography id={id} variant="h2">
        {children}
      </Typography>
      {action}
    </Box>
  );
}
