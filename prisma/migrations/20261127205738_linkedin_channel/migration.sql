-- AlterTable
ALTER TABLE "SocialConnection" ADD COLUMN     "refreshToken" TEXT;

-- CreateTable
CREATE TABLE "PendingLogin" (
    "userId" TEXT NOT NULL,
    "login" TEXT NOT NULL,
    "accessToken" TEXT NOT NULL,
    "refreshToken" TEXT,
    "tokenExpiresAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "PendingLogin_pkey" PRIMARY KEY ("userId","login")
);

-- CreateTable
CREATE TABLE "SandboxChannelPost" (
    "id" SERIAL NOT NULL,
    "userId" TEXT NOT NULL,
    "platform" "Platform" NOT NULL,
    "accountId" TEXT NOT NULL,
    "text" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "SandboxChannelPost_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "SandboxChannelImage" (
    "id" SERIAL NOT NULL,
    "postId" INTEGER NOT NULL,
    "position" INTEGER NOT NULL,
    "data" BYTEA NOT NULL,
    "contentType" TEXT NOT NULL,
    "altText" TEXT,

    CONSTRAINT "SandboxChannelImage_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "SandboxChannelRevocation" (
    "userId" TEXT NOT NULL,
    "platform" "Platform" NOT NULL,
    "revokedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "SandboxChannelRevocation_pkey" PRIMARY KEY ("userId","platform")
);

-- CreateIndex
CREATE INDEX "SandboxChannelPost_userId_platform_accountId_createdAt_idx" ON "SandboxChannelPost"("userId", "platform", "accountId", "createdAt" DESC);

-- CreateIndex
CREATE UNIQUE INDEX "SandboxChannelImage_postId_position_key" ON "SandboxChannelImage"("postId", "position");

-- AddForeignKey
ALTER TABLE "PendingLogin" ADD CONSTRAINT "PendingLogin_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SandboxChannelPost" ADD CONSTRAINT "SandboxChannelPost_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SandboxChannelImage" ADD CONSTRAINT "SandboxChannelImage_postId_fkey" FOREIGN KEY ("postId") REFERENCES "SandboxChannelPost"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SandboxChannelRevocation" ADD CONSTRAINT "SandboxChannelRevocation_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;
