-- A notification's data holds only what its reader may know (src/notifications/notification-plan.ts, NOTIFIED_FIELDS):
-- the notifications stored before no longer say who else was told (other reporters, co-owners, attendees, members,
-- people mentioned), which staff member hid an item, or who liked a project.
UPDATE notifications SET data = data - 'reporterIds' WHERE type = 'reports.resolved';
UPDATE notifications SET data = data - 'authorIds' - 'actorId' WHERE type = 'content.moderated';
UPDATE notifications SET data = data - 'likedBy' - 'ownerIds' - 'likesFromOthers' WHERE type = 'project.liked';
UPDATE notifications SET data = data - 'recipientIds' WHERE type IN ('comment.posted', 'project.feedback_given');
UPDATE notifications SET data = data - 'memberIds' WHERE type = 'mentoring.answered';
UPDATE notifications SET data = data - 'attendeeIds'
  WHERE type IN ('meeting.scheduled', 'meeting.updated', 'meeting.cancelled', 'meeting.reminder');
UPDATE notifications SET data = data - 'mentionedUserIds' WHERE type = 'team.chat_mention';
