import Avatar from '@mui/material/Avatar';
import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';

/** Isla's avatar (decorative: the text around it names her). */
export function IslaAvatar({ size = 56 }: { size?: number }) {
  return (
    <Avatar
      aria-hidden
      sx={{
        width: size,
        height: size,
        flexShrink: 0,
        background: 'linear-gradient(135deg, #4f46e5, #db2777)',
      }}
    >
      <AutoAwesomeIcon sx={{ fontSize: size * 0.5 }} />
    </Avatar>
  );
}
