-- AlterEnum
ALTER TYPE "Platform" ADD VALUE 'GOOGLE_BUSINESS';

-- AlterTable
ALTER TABLE "SandboxChannelPost" ADD COLUMN     "details" JSONB,
ADD COLUMN     "rejectedReason" TEXT;

-- CreateTable
CREATE TABLE "SandboxChannelReview" (
    "userId" TEXT NOT NULL,
    "platform" "Platform" NOT NULL,
    "accountId" TEXT NOT NULL,
    "reason" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "SandboxChannelReview_pkey" PRIMARY KEY ("userId","platform","accountId")
);

-- AddForeignKey
ALTER TABLE "SandboxChannelReview" ADD CONSTRAINT "SandboxChannelReview_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;
