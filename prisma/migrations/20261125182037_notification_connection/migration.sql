-- AlterTable
ALTER TABLE "Notification" ADD COLUMN     "connectionId" INTEGER;

-- CreateIndex
CREATE INDEX "Notification_connectionId_idx" ON "Notification"("connectionId");

-- AddForeignKey
ALTER TABLE "Notification" ADD CONSTRAINT "Notification_connectionId_fkey" FOREIGN KEY ("connectionId") REFERENCES "SocialConnection"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- Notices raised before this migration name their connection in their key ("posts-at-risk:<id>:<episode start>").
UPDATE "Notification" AS n SET "connectionId" = c."id"
FROM "SocialConnection" AS c
WHERE n."kind" IN ('CONNECTION_RECONNECT', 'CONNECTION_EXPIRING', 'POSTS_AT_RISK')
  AND split_part(n."key", ':', 2) ~ '^[0-9]{1,9}$'
  AND c."id" = split_part(n."key", ':', 2)::integer
  AND c."userId" = n."userId";
