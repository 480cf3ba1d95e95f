-- CreateEnum
CREATE TYPE "EmailTopic" AS ENUM ('POST_FAILED', 'POST_UNCONFIRMED', 'CONNECTIONS', 'POSTS_AT_RISK', 'CREDITS', 'PAYMENTS', 'WEEKLY_SUMMARY');

-- AlterTable
ALTER TABLE "SandboxMail" ADD COLUMN     "headers" JSONB NOT NULL DEFAULT '{}';

-- CreateTable
CREATE TABLE "EmailPreference" (
    "userId" TEXT NOT NULL,
    "topic" "EmailTopic" NOT NULL,
    "enabled" BOOLEAN NOT NULL,
    "version" INTEGER NOT NULL DEFAULT 0,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "EmailPreference_pkey" PRIMARY KEY ("userId","topic")
);

-- AddForeignKey
ALTER TABLE "EmailPreference" ADD CONSTRAINT "EmailPreference_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;
