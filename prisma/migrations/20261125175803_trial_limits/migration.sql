-- CreateEnum
CREATE TYPE "TrialHold" AS ENUM ('WAITING', 'MAILBOX_USED', 'DISPOSABLE_ADDRESS', 'CLIENT_LIMIT');

-- AlterTable
ALTER TABLE "Subscription" ADD COLUMN     "trialHold" "TrialHold",
ADD COLUMN     "trialRequestedAt" TIMESTAMP(3);

-- AlterTable
ALTER TABLE "User" ADD COLUMN     "signUpClient" TEXT;

-- CreateTable
CREATE TABLE "TrialAllowance" (
    "key" TEXT NOT NULL,
    "day" DATE NOT NULL,
    "used" INTEGER NOT NULL,

    CONSTRAINT "TrialAllowance_pkey" PRIMARY KEY ("key")
);

-- CreateIndex
CREATE INDEX "Subscription_trialHold_trialRequestedAt_idx" ON "Subscription"("trialHold", "trialRequestedAt");
