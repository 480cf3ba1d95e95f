-- CreateTable
CREATE TABLE "RunnerHeartbeat" (
    "runner" TEXT NOT NULL,
    "beatAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "RunnerHeartbeat_pkey" PRIMARY KEY ("runner")
);

-- CreateIndex
CREATE INDEX "PostPlatform_connectionId_sentAt_idx" ON "PostPlatform"("connectionId", "sentAt");
