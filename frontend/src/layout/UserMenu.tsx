import { Suspense, useState } from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { SessionUser } from '../graphql/identity';
import { initials } from '../ui/people';
import { UserMenuList } from './lazyMenus';

export function UserAvatar({
  user,
  size = 32,
}: {
  user: Pick<SessionUser, 'firstName' | 'lastName' | 'profileImageUrl'>;
  size?: number;
}) {
  return (
    <Avatar
      src={user.profileImageUrl ?? undefined}
      alt=""
      aria-hidden
      sx={{ width: size, height: size, fontSize: size * 0.42, bgcolor: 'primary.main' }}
    >
      {initials(user)}
    </Avatar>
  );
}

/**
 * Avatar and name; the menu has Profile (the person's own page), Settings (/settings), for staff 'Staff' (docs/product.md §14) and Logout (a browser
 * navigation to /api/logout).
 */
export function UserMenu({ user }: { user: SessionUser }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [used, setUsed] = useState(false);
  const open = Boolean(anchor);
  const close = () => setAnchor(null);
  const preload = () => void UserMenuList.preload();
  const name = `${user.firstName} ${user.lastName}`;

  return (
    <>
      <Button
        color="inherit"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? 'user-menu' : undefined}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={(event) => {
          setUsed(true);
          setAnchor(event.currentTarget);
        }}
        sx={{ gap: 1, px: 1 }}
      >
        <UserAvatar user={user} />
        <Box
          component="span"
          sx={{
            display: { xs: 'none', sm: 'inline' },
            maxWidth: 180,
            overflow: 'hidden',
            textOverflow: 'ellipsis',
            whiteSpace: 'nowrap',
          }}
        >
          {name}
        </Box>
      </Button>
      {used && (
        <Suspense fallback={null}>
          <UserMenuList user={user} anchor={anchor} onClose={close} />
        </Suspense>
      )}
    </>
  );
}
