-- Connection health (issue 20): a state instead of the needsReconnect flag, with its reason, when it was last
-- checked and since when it has not been healthy. A connection already marked keeps its state.
CREATE TYPE "ConnectionHealth" AS ENUM ('HEALTHY', 'EXPIRING', 'MISSING_PERMISSION', 'NEEDS_RECONNECT');

ALTER TABLE "SocialConnection"
ADD COLUMN     "health" "ConnectionHealth" NOT NULL DEFAULT 'HEALTHY',
ADD COLUMN     "healthCheckedAt" TIMESTAMP(3),
ADD COLUMN     "healthReason" TEXT,
ADD COLUMN     "unhealthySince" TIMESTAMP(3);

UPDATE "SocialConnection" SET "health" = 'NEEDS_RECONNECT', "unhealthySince" = "updatedAt" WHERE "needsReconnect";

ALTER TABLE "SocialConnection" DROP COLUMN "needsReconnect";

CREATE INDEX "SocialConnection_healthCheckedAt_id_idx" ON "SocialConnection"("healthCheckedAt", "id");

-- The sandbox's "Remove Postloom's access" on a sample page.
CREATE TABLE "SandboxFacebookRevocation" (
    "userId" TEXT NOT NULL,
    "pageId" TEXT NOT NULL,
    "revokedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "SandboxFacebookRevocation_pkey" PRIMARY KEY ("userId","pageId")
);

ALTER TABLE "SandboxFacebookRevocation" ADD CONSTRAINT "SandboxFacebookRevocation_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;
