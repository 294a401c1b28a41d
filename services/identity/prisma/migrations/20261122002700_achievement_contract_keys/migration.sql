-- Data only: the achievement keys of docs/graphql-contract.md (the front end translates a badge by its key).
-- Rows seeded under the first keys are renamed by their fixed ids; databases without them are unchanged.
UPDATE "achievements" SET "key" = 'first-challenge' WHERE "id" = '10000000-0000-4000-8000-000000000001' AND "key" = 'first_challenge_published';
UPDATE "achievements" SET "key" = 'first-team' WHERE "id" = '10000000-0000-4000-8000-000000000002' AND "key" = 'first_team_joined';
UPDATE "achievements" SET "key" = 'first-project' WHERE "id" = '10000000-0000-4000-8000-000000000003' AND "key" = 'first_project_showcased';
UPDATE "achievements" SET "key" = 'first-like' WHERE "id" = '10000000-0000-4000-8000-000000000004' AND "key" = 'first_like_received';
UPDATE "achievements" SET "key" = 'five-likes' WHERE "id" = '10000000-0000-4000-8000-000000000005' AND "key" = 'five_likes_received';
UPDATE "achievements" SET "key" = 'brainstorm-completed' WHERE "id" = '10000000-0000-4000-8000-000000000006' AND "key" = 'brainstorm_completed';
