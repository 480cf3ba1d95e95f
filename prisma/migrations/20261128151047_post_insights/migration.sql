-- CreateTable
CREATE TABLE "PostInsight" (
    "targetId" INTEGER NOT NULL,
    "userId" TEXT NOT NULL,
    "postId" INTEGER NOT NULL,
    "platform" "Platform" NOT NULL,
    "deliveredAt" TIMESTAMP(3) NOT NULL,
    "kind" TEXT NOT NULL,
    "checkpoint" "MetricCheckpoint" NOT NULL,
    "reach" INTEGER,
    "reactions" INTEGER,
    "comments" INTEGER,
    "shares" INTEGER,
    "saves" INTEGER,
    "clicks" INTEGER,
    "views" INTEGER,
    "engagement" INTEGER NOT NULL,

    CONSTRAINT "PostInsight_pkey" PRIMARY KEY ("targetId")
);

-- CreateIndex
CREATE INDEX "PostInsight_userId_deliveredAt_idx" ON "PostInsight"("userId", "deliveredAt");

-- AddForeignKey
ALTER TABLE "PostInsight" ADD CONSTRAINT "PostInsight_targetId_fkey" FOREIGN KEY ("targetId") REFERENCES "PostPlatform"("id") ON DELETE CASCADE ON UPDATE CASCADE;
