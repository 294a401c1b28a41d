import { useState } from 'react';
import Box from '@mui/material/Box';
import ImageIcon from '@mui/icons-material/ImageOutlined';

/**
 * A project's image; one that fails to load (a dead link, not an image) gives way to a calm placeholder of the
 * same size rather than the browser's broken-image icon. `alt` empty: decorative (a card, whose title says it all).
 */
export function ProjectImage({ src, alt, height }: { src: string; alt: string; height: number | string }) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const failed = failedSrc === src;
  const size = { width: '100%', height, display: 'block' } as const;
  if (failed)
    return (
      <Box
        data-testid="project-image-fallback"
        {...(alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true })}
        sx={{
          ...size,
          display: 'grid',
          placeItems: 'center',
          color: 'primary.main',
          background: 'linear-gradient(135deg, rgba(79, 70, 229, 0.12), rgba(14, 165, 233, 0.12))',
        }}
      >
        <ImageIcon sx={{ fontSize: 48, opacity: 0.6 }} />
      </Box>
    );
  return (
    <Box
      component="img"
      src={src}
      alt={alt}
      onError={() => setFailedSrc(src)}
      sx={{ ...size, objectFit: 'cover' }}
    />
  );
}
