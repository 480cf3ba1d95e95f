-- CreateIndex
CREATE INDEX "Post_userId_scheduledTime_idx" ON "Post"("userId", "scheduledTime");

-- CreateIndex
CREATE INDEX "Post_userId_publishedAt_idx" ON "Post"("userId", "publishedAt");
