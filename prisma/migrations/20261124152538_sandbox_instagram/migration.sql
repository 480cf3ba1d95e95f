-- CreateEnum
CREATE TYPE "SandboxInstagramContainerStatus" AS ENUM ('IN_PROGRESS', 'FINISHED', 'ERROR', 'PUBLISHED');

-- CreateTable
CREATE TABLE "SandboxInstagramContainer" (
    "id" SERIAL NOT NULL,
    "userId" TEXT NOT NULL,
    "accountId" TEXT NOT NULL,
    "caption" TEXT NOT NULL,
    "altText" TEXT,
    "imageData" BYTEA,
    "width" INTEGER,
    "height" INTEGER,
    "status" "SandboxInstagramContainerStatus" NOT NULL DEFAULT 'IN_PROGRESS',
    "statusText" TEXT,
    "readyAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "SandboxInstagramContainer_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "SandboxInstagramMedia" (
    "id" SERIAL NOT NULL,
    "userId" TEXT NOT NULL,
    "accountId" TEXT NOT NULL,
    "containerId" INTEGER NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "SandboxInstagramMedia_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "SandboxInstagramContainer_userId_createdAt_idx" ON "SandboxInstagramContainer"("userId", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "SandboxInstagramMedia_containerId_key" ON "SandboxInstagramMedia"("containerId");

-- CreateIndex
CREATE INDEX "SandboxInstagramMedia_userId_accountId_createdAt_idx" ON "SandboxInstagramMedia"("userId", "accountId", "createdAt" DESC);

-- AddForeignKey
ALTER TABLE "SandboxInstagramContainer" ADD CONSTRAINT "SandboxInstagramContainer_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SandboxInstagramMedia" ADD CONSTRAINT "SandboxInstagramMedia_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SandboxInstagramMedia" ADD CONSTRAINT "SandboxInstagramMedia_containerId_fkey" FOREIGN KEY ("containerId") REFERENCES "SandboxInstagramContainer"("id") ON DELETE CASCADE ON UPDATE CASCADE;
