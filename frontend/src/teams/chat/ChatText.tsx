import Link from '@mui/material/Link';
import { visuallyHidden } from '../../ui/visuallyHidden';
import { chatTextParts } from './chatTextParts';

/**
 * A chat message's plain text (docs/product.md §11.6): http and https addresses become links that open in a new tab
 * without telling the page who sent the visitor (rel noopener noreferrer nofollow); anything else stays text.
 */
export function ChatText({ body, newTabLabel }: { body: string; newTabLabel: string }) {
  return (
    <>
      {chatTextParts(body).map((part, i) =>
        part.kind === 'link' ? (
          <Link key={i} href={part.href} target="_blank" rel="noopener noreferrer nofollow">
            {part.text}
            <span style={visuallyHidden}> ({newTabLabel})</span>
          </Link>
        ) : (
          <span key={i}>{part.text}</span>
        ),
      )}
    </>
  );
}
