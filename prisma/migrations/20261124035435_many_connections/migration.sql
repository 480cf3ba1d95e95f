-- Several connections per user and platform (Facebook Pages and Instagram accounts), and the Meta login's
-- user token kept apart until the owner has chosen. Existing connections carry over: a chosen page becomes
-- its user's default Facebook connection; a login whose page was never chosen moves to "MetaLogin".

-- CreateTable
CREATE TABLE "MetaLogin" (
    "userId" TEXT NOT NULL,
    "userAccessToken" TEXT NOT NULL,
    "tokenExpiresAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "MetaLogin_pkey" PRIMARY KEY ("userId")
);

-- AddForeignKey
ALTER TABLE "MetaLogin" ADD CONSTRAINT "MetaLogin_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- A login in progress (no page chosen yet) is a MetaLogin now.
INSERT INTO "MetaLogin" ("userId", "userAccessToken", "tokenExpiresAt", "updatedAt")
SELECT "userId", "userAccessToken", "tokenExpiresAt", now()
FROM "SocialConnection"
WHERE "userAccessToken" IS NOT NULL AND ("pageId" IS NULL OR "pageAccessToken" IS NULL);

DELETE FROM "SocialConnection" WHERE "pageId" IS NULL OR "pageAccessToken" IS NULL;

-- DropIndex
DROP INDEX "SocialConnection_userId_platform_key";

-- AlterTable: a page connection names its page as the account, and publishes with its own page token.
ALTER TABLE "SocialConnection" RENAME COLUMN "pageAccessToken" TO "accessToken";
ALTER TABLE "SocialConnection" RENAME COLUMN "pageName" TO "accountName";
ALTER TABLE "SocialConnection" ADD COLUMN "accountId" TEXT,
ADD COLUMN "isDefault" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN "pictureUrl" TEXT;
UPDATE "SocialConnection" SET "accountId" = "pageId", "accountName" = COALESCE("accountName", "pageId"), "isDefault" = true;
ALTER TABLE "SocialConnection" DROP COLUMN "userAccessToken",
ALTER COLUMN "accessToken" SET NOT NULL,
ALTER COLUMN "accountId" SET NOT NULL,
ALTER COLUMN "accountName" SET NOT NULL;

-- CreateIndex
CREATE UNIQUE INDEX "SocialConnection_userId_platform_accountId_key" ON "SocialConnection"("userId", "platform", "accountId");
