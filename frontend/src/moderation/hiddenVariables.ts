import type { ModeratedItemType } from '@creators/contracts';

/** The item a hide or a restore is about. */
export interface ModeratedItemRef {
  itemType: ModeratedItemType;
  itemId: string;
}

/**
 * The variables of SetItemHidden for an item of one type: the flag of its type is set, the others not. On its own,
 * without the mutation, so that the staff page and a hidden item's 'Restore' (HiddenNotice) share it.
 */
export function hiddenVariables(item: ModeratedItemRef, hidden: boolean, reason?: string) {
  return {
    id: item.itemId,
    hidden,
    ...(reason ? { reason } : {}),
    challenge: item.itemType === 'challenge',
    team: item.itemType === 'team',
    project: item.itemType === 'project',
    resource: item.itemType === 'resource',
    comment: item.itemType === 'comment',
  };
}
