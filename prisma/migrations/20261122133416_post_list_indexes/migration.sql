-- DropIndex
DROP INDEX "Post_userId_createdAt_idx";

-- DropIndex
DROP INDEX "Post_userId_status_createdAt_idx";

-- CreateIndex
CREATE INDEX "Post_userId_createdAt_id_idx" ON "Post"("userId", "createdAt" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "Post_userId_status_createdAt_id_idx" ON "Post"("userId", "status", "createdAt" DESC, "id" DESC);
