import { ApolloLink } from '@apollo/client';
import { map } from 'rxjs';

interface LikeAnswer {
  /** When the like's answer arrived (the link's clock). */
  at: number;
  likes: number;
  likedByMe: boolean;
}

/** A like is remembered this long: longer than any read takes. */
const REMEMBERED_MS = 5 * 60_000;

/** Copies `value` with every Project whose like was answered after `sentAt` given that like's count and heart. */
function withLaterLikes(value: unknown, sentAt: number, likes: ReadonlyMap<string, LikeAnswer>): unknown {
  if (Array.isArray(value)) return value.map((item) => withLaterLikes(item, sentAt, likes));
  if (!value || typeof value !== 'object') return value;
  const object = value as Record<string, unknown>;
  const copy: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(object)) copy[key] = withLaterLikes(field, sentAt, likes);
  const like = object.__typename === 'Project' ? likes.get(String(object.id)) : undefined;
  if (like && like.at > sentAt) {
    if ('likes' in object) copy.likes = like.likes;
    if ('likedByMe' in object) copy.likedByMe = like.likedByMe;
  }
  return copy;
}

/**
 * A read sent before a like was answered cannot know of it, yet may be answered after it (a list asked again for a
 * notification a moment before) and would write the old heart and count over the like in the cache. This link keeps
 * each like's answer and gives it to every Project in the answer of a read sent before it (product.md §2.13).
 */
export function likesInOrderLink(now: () => number = () => performance.now()): ApolloLink {
  const likes = new Map<string, LikeAnswer>();
  return new ApolloLink((operation, forward) => {
    const sentAt = now();
    return forward(operation).pipe(
      map((result) => {
        const data = result.data as Record<string, unknown> | null | undefined;
        if (operation.operationName === 'LikeProject') {
          const liked = data?.likeProject as { id?: string; likes?: number; likedByMe?: boolean } | undefined;
          if (liked?.id && typeof liked.likes === 'number' && typeof liked.likedByMe === 'boolean') {
            for (const [id, answer] of likes) if (now() - answer.at > REMEMBERED_MS) likes.delete(id);
            likes.set(liked.id, { at: now(), likes: liked.likes, likedByMe: liked.likedByMe });
          }
          return result;
        }
        // Only a read sent before some like's answer can be older than it; any other answer passes as it is.
        if (!data || ![...likes.values()].some((like) => like.at > sentAt)) return result;
        return { ...result, data: withLaterLikes(data, sentAt, likes) as typeof result.data };
      }),
    );
  });
}
