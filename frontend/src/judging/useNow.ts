import { useState } from 'react';

/** The moment the component first showed: what it compares dates with (the server decides on writes). */
export function useNow(): number {
  const [now] = useState(Date.now);
  return now;
}
