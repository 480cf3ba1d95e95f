-- Posts shown as PUBLISHED although none of their deliveries is known to have arrived become UNCONFIRMED
-- (the enum value had to be committed first, hence a migration of its own). Their unknown deliveries are
-- looked for on the page from when they were last touched.
UPDATE "PostPlatform" pp SET "sentAt" = COALESCE(pp."sentAt", pp."updatedAt"), "nextCheckAt" = now()
WHERE pp."status" = 'UNCONFIRMED';

UPDATE "Post" p SET "status" = 'UNCONFIRMED'
WHERE p."status" = 'PUBLISHED'
  AND EXISTS (SELECT 1 FROM "PostPlatform" pp WHERE pp."postId" = p."id" AND pp."status" = 'UNCONFIRMED')
  AND NOT EXISTS (SELECT 1 FROM "PostPlatform" pp WHERE pp."postId" = p."id" AND pp."status" = 'SUCCESS');
