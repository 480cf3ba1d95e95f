-- CreateTable
CREATE TABLE "SandboxFacebookPost" (
    "id" SERIAL NOT NULL,
    "userId" TEXT NOT NULL,
    "pageId" TEXT NOT NULL,
    "message" TEXT NOT NULL,
    "link" TEXT,
    "imageData" BYTEA,
    "imageType" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "SandboxFacebookPost_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "SandboxFacebookPost_userId_pageId_createdAt_idx" ON "SandboxFacebookPost"("userId", "pageId", "createdAt" DESC);

-- CreateIndex
CREATE INDEX "Post_claimedAt_idx" ON "Post"("claimedAt");

-- CreateIndex
CREATE INDEX "PostPlatform_status_nextAttemptAt_idx" ON "PostPlatform"("status", "nextAttemptAt");

-- AddForeignKey
ALTER TABLE "SandboxFacebookPost" ADD CONSTRAINT "SandboxFacebookPost_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;
